import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config/env.ts';
import type { TDatabase } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

export type TTestApp = { app: FastifyInstance; database: TDatabase; config: TConfig; clock: TTestClock };

/** A clock tests can move: token expiry, link lifetimes and rate-limit windows follow it. */
export type TTestClock = { now: () => Date; advance(ms: number): void; set(date: Date): void };

export function createTestClock(start = new Date()): TTestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * Builds the app on a database of its own for the calling test file and closes both after the
 * file's tests.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TTestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    // Tests name each caller's IP with X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Queued mail is delivered within half a second.
    JOBS_POLL_SECONDS: '0.5',
    ...env,
  });
  const database = await openTestDatabase();
  const clock = createTestClock();
  const app = await buildApp(config, { database, now: clock.now });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config, clock };
}
