import {
  BADGE_HUB_PATH,
  BADGE_HUB_RETRY_ATTEMPTS,
  BADGE_HUB_RETRY_INTERVAL_MS,
  type TBadgeHubAuth,
  type TBadgeHubServerEvents,
} from '@app/contracts/badge-hub';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { logger } from '../../lib/logger';

type TBadgeHandlers = { onMailCount: (count: number) => void; onCourseCount: (count: number) => void };

/** Websocket first, long polling where it is refused; a lost connection retried every 5 s, 10 times. */
export function badgeHubOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  const auth: TBadgeHubAuth = { token };
  return {
    path: BADGE_HUB_PATH,
    transports: ['websocket', 'polling'],
    auth,
    reconnectionAttempts: BADGE_HUB_RETRY_ATTEMPTS,
    reconnectionDelay: BADGE_HUB_RETRY_INTERVAL_MS,
    reconnectionDelayMax: BADGE_HUB_RETRY_INTERVAL_MS,
    randomizationFactor: 0,
  };
}

/**
 * Connects to the badge hub with this access token and reports the counters it pushes
 * (BroadcastMessage is reserved and has no listener). Answers how to disconnect. The library
 * loads only here, so visitors who never sign in never download it.
 */
export function connectBadgeHub(token: string, handlers: TBadgeHandlers): () => void {
  let socket: Socket<TBadgeHubServerEvents> | null = null;
  let closed = false;
  let retryTimer: number | undefined;
  let refusals = 0;

  void import('socket.io-client').then(
    ({ io }) => {
      if (closed) return;
      const connection: Socket<TBadgeHubServerEvents> = io(badgeHubOptions(token));
      socket = connection;
      connection.on('MailCount', handlers.onMailCount);
      connection.on('CourseCount', handlers.onCourseCount);
      connection.on('connect', () => {
        refusals = 0;
      });
      connection.on('connect_error', (error) => {
        logger.warn('badge hub: cannot connect', error.message);
        // socket.io retries a failed transport itself, but not a refusal by the server: retry that here.
        if (connection.active || refusals >= BADGE_HUB_RETRY_ATTEMPTS) return;
        refusals += 1;
        retryTimer = window.setTimeout(() => connection.connect(), BADGE_HUB_RETRY_INTERVAL_MS);
      });
    },
    (error: unknown) => logger.warn('badge hub: the client did not load', error),
  );

  return () => {
    closed = true;
    window.clearTimeout(retryTimer);
    socket?.disconnect();
  };
}
