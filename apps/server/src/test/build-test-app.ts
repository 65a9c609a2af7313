import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type TBuildOptions } from '../app.ts';
import { loadConfig, type TConfig } from '../config/env.ts';
import type { TDatabase } from '../db/client.ts';
import { createFieldCipher, type TFieldCipher } from '../platform/crypto/field-cipher.ts';
import { loadFieldKeyring } from '../platform/crypto/field-keyring.ts';
import { openTestDatabase } from './test-database.ts';

export type TTestApp = { app: FastifyInstance; database: TDatabase; config: TConfig; clock: TTestClock };

/** A field encryption key of its own for each test file, never one kept in a data folder. */
export function testFieldKeys(id = 'test'): string {
  return `${id}:${randomBytes(32).toString('base64')}`;
}

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

/** The app's field encryption (same keys), to write or read encrypted columns directly. */
export function testFieldCipher(testApp: Pick<TTestApp, 'config'>): TFieldCipher {
  return createFieldCipher(loadFieldKeyring(testApp.config));
}

function testConfig(dataDir: string, env: Record<string, string>) {
  return loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    // Tests name each caller's IP with X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Queued mail is delivered within half a second.
    JOBS_POLL_SECONDS: '0.5',
    FIELD_ENCRYPTION_KEYS: testFieldKeys(),
    ...env,
  });
}

/**
 * Starts the app once more on a test app's database and stops it again: what the next start (a
 * restart, a new release) does to stored data. Pass the keys the new start has.
 */
export async function startAgain(
  testApp: Pick<TTestApp, 'database' | 'config'>,
  env: Record<string, string>,
) {
  const app = await buildApp(testConfig(testApp.config.DATA_DIR, env), { database: testApp.database });
  await app.close();
}

/**
 * Builds the app on a database of its own for the calling test file and closes both after the
 * file's tests.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<TBuildOptions, 'roomDropThresholdMs'> = {},
): Promise<TTestApp> {
  // A data folder of the app's own (uploaded files land there), never the checkout's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-data-'));
  const config = testConfig(dataDir, env);
  const database = await openTestDatabase();
  const clock = createTestClock();
  // Scheduled jobs run when a test queues them (runJobNow), on the test's clock.
  const app = await buildApp(config, { database, now: clock.now, runSchedules: false, ...options });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, config, clock };
}
