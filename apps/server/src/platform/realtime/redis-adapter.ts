import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

type TLogger = { error(object: object, message: string): void };

/**
 * Puts a socket.io server on the Redis adapter, so that emits and room membership reach sockets
 * on every instance. Each server of an instance needs its own `key` (the channel prefix): two
 * servers on one prefix would receive each other's broadcasts and answer each other's requests.
 * Answers a function that closes its Redis connections.
 */
export async function useRedisAdapter(
  io: Server,
  options: { redisUrl: string; key: string; name: string; logger: TLogger },
): Promise<() => Promise<void>> {
  const pub = new Redis(options.redisUrl);
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (error) => options.logger.error({ err: error }, `${options.name}: redis error`));
  }
  io.adapter(createAdapter(pub, sub, { key: options.key }));
  // Redis answers a connection's commands in order: once this ping returns, the adapter's
  // subscriptions are in place and no event published by another instance is missed.
  await sub.ping();
  return async () => {
    // Closing, the adapter unsubscribes without waiting for Redis's answer, and a command still
    // unanswered when the connection closes is rejected with nobody to hear it. Redis answers a
    // connection's commands in order: once these answer, so have the adapter's.
    await Promise.all([sub.unsubscribe(), sub.punsubscribe(), pub.ping()]);
    await Promise.all([pub.quit(), sub.quit()]);
  };
}
