import { createContext } from '../app.ts';
import type { TRealtime } from '../platform/realtime/badge-hub.ts';
import { createServices, type TServices } from '../services.ts';
import type { TTestApp } from './build-test-app.ts';

/** Each badge notice a test's services sent, in order. */
export type TSentNotice = { userId: string; event: string; payload: unknown[] };

/**
 * The module services on a test app's database and clock, for steps no endpoint offers (yet).
 * Badge notices are recorded in `notices` instead of going out to sockets.
 */
export async function createTestServices(
  testApp: TTestApp,
): Promise<{ services: TServices; notices: TSentNotice[] }> {
  const notices: TSentNotice[] = [];
  const realtime: TRealtime = {
    emitToUser: (userId, event, ...payload) => {
      notices.push({ userId, event, payload });
    },
  };
  const ctx = await createContext(
    testApp.config,
    testApp.database,
    testApp.clock.now,
    realtime,
    testApp.app.log,
  );
  return { services: createServices(ctx), notices };
}
