import type { AddressInfo } from 'node:net';
import { BADGE_HUB_PATH, type TBadgeHubServerEvents } from '@app/contracts/badge-hub';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { onTestFinished } from 'vitest';

export type THubSocket = Socket<TBadgeHubServerEvents>;

/** Listens on a free loopback port (sockets need a real server) and answers the base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Connects to the badge hub the way the web app does, with the access token in `auth.token`.
 * Resolves once connected, rejects with the hub's refusal; the socket is closed when the test ends.
 */
export function connectHub(
  baseUrl: string,
  options: {
    authorization?: string;
    transport?: 'websocket' | 'polling';
    query?: Record<string, string>;
  } = {},
): Promise<THubSocket> {
  const socket: THubSocket = io(baseUrl, {
    path: BADGE_HUB_PATH,
    transports: [options.transport ?? 'websocket'],
    auth: options.authorization ? { token: options.authorization.replace(/^Bearer /, '') } : {},
    query: options.query,
    reconnection: false,
    forceNew: true,
  });
  onTestFinished(() => {
    socket.close();
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The payload of the next `event` the socket receives. Start waiting before causing it. */
export function nextEvent(socket: THubSocket, event: 'MailCount' | 'CourseCount'): Promise<number> {
  return new Promise((resolve) => {
    socket.once(event, (count: number) => resolve(count));
  });
}
