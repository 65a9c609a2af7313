import { afterAll } from 'vitest';
import { createContext } from '../app.ts';
import { createJobs } from '../platform/jobs/jobs.ts';
import type { TRealtime } from '../platform/realtime/badge-hub.ts';
import { createServices, type TServices } from '../services.ts';
import { testFieldCipher, type TTestApp } from './build-test-app.ts';

/**
 * The module services on a test app's database, clock and keys, for steps no endpoint offers
 * (yet). What they queue in the outbox is delivered by the test app's workers.
 */
export async function createTestServices(testApp: TTestApp): Promise<{ services: TServices }> {
  // Only sends: the test app's own job queue works the jobs off.
  const jobs = createJobs({ database: testApp.database, pollIntervalSeconds: 60, logger: testApp.app.log });
  afterAll(() => jobs.stop());
  // Hub events reach sockets through the outbox worker, never through this context.
  const realtime: TRealtime = { emitToUser: () => {} };
  const ctx = await createContext(
    testApp.config,
    testApp.database,
    testApp.clock.now,
    realtime,
    jobs,
    testFieldCipher(testApp),
    testApp.app.log,
  );
  afterAll(() => ctx.sessions.close());
  afterAll(() => ctx.userChanges.close());
  return { services: createServices(ctx) };
}
