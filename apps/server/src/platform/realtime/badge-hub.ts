import type { Server as HttpServer } from 'node:http';
import { BADGE_HUB_PATH, type TBadgeCounter, type TBadgeHubServerEvents } from '@app/contracts/badge-hub';
import { ErrorCode } from '@app/contracts/error-codes';
import { Server } from 'socket.io';
import type { TAccessTokens } from '../auth/access-token.ts';
import type { TSessionChecker } from '../auth/authenticate.ts';
import { useRedisAdapter } from './redis-adapter.ts';

/** The port modules use to send a user their badge counters. */
export type TRealtime = {
  emitToUser<E extends TBadgeCounter>(
    userId: string,
    event: E,
    ...payload: Parameters<TBadgeHubServerEvents[E]>
  ): void;
};

export type TBadgeHub = TRealtime & {
  /**
   * Serves the hub on the app's HTTP server, admitting only sockets whose token and session are
   * valid, checked as the HTTP routes check them.
   */
  attach(
    server: HttpServer,
    auth: { accessTokens: TAccessTokens; isSessionActive: TSessionChecker; now: () => Date },
  ): void;
  /** Drops every socket of this instance, so that the HTTP server can stop (call before closing it). */
  disconnectAll(): void;
  /** Stops the hub and its Redis connections. */
  close(): Promise<void>;
};

type TSocketData = { userId: string };
type TLogger = { error(object: object, message: string): void };

const roomOfUser = (userId: string) => `user:${userId}`;

/** A refused handshake: the client's connect_error carries the message and the envelope's error_code. */
const refused = (message: string, errorCode: number) =>
  Object.assign(new Error(message), { data: { error_code: errorCode } });

/**
 * The socket.io badge hub. It exists before the HTTP server listens, so modules can be given its
 * port when the app is built; sockets arrive once it is attached. With a Redis URL, emits travel
 * through Redis pub/sub and reach the user on whichever instance their socket is connected to.
 */
export async function createBadgeHub(options: {
  redisUrl: string | undefined;
  corsOrigins: string[];
  logger: TLogger;
}): Promise<TBadgeHub> {
  const io = new Server<Record<string, never>, TBadgeHubServerEvents, Record<string, never>, TSocketData>({
    path: BADGE_HUB_PATH,
    // Websocket first, long-polling when a proxy or network refuses websockets.
    transports: ['websocket', 'polling'],
    // The spec's socket timings: ping every 60 s, give up after 30 s without an answer.
    pingInterval: 60_000,
    pingTimeout: 30_000,
    ...(options.corsOrigins.length ? { cors: { origin: options.corsOrigins, credentials: true } } : {}),
  });

  const closeRedis = options.redisUrl
    ? await useRedisAdapter(io, {
        redisUrl: options.redisUrl,
        key: 'socket.io',
        name: 'badge hub',
        logger: options.logger,
      })
    : async () => {};

  return {
    emitToUser(userId, event, ...payload) {
      io.to(roomOfUser(userId)).emit(event, ...payload);
    },

    attach(server, auth) {
      // The account comes from the token alone; a `useraccount` query naming someone else is ignored.
      const userOfToken = async (token: unknown): Promise<string | null> => {
        const claims = typeof token === 'string' ? await auth.accessTokens.verify(token, auth.now()) : null;
        return claims && (await auth.isSessionActive(claims.sessionId)) ? claims.userId : null;
      };
      io.use((socket, next) => {
        userOfToken(socket.handshake.auth['token']).then(
          (userId) => {
            if (!userId) return next(refused('unauthorized', ErrorCode.Unauthenticated));
            socket.data.userId = userId;
            next();
          },
          (error: unknown) => {
            options.logger.error({ err: error }, 'badge hub: handshake check failed');
            next(refused('unavailable', ErrorCode.Internal));
          },
        );
      });
      io.on('connection', (socket) => {
        void socket.join(roomOfUser(socket.data.userId));
      });
      io.attach(server);
    },

    disconnectAll() {
      io.local.disconnectSockets(true);
    },

    async close() {
      await io.close();
      await closeRedis();
    },
  };
}
