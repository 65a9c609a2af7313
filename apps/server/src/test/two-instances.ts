import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { listenOnFreePort } from './badge-hub-client.ts';
import { createTestClock, testFieldKeys } from './build-test-app.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * Two server instances on one database and one Redis, as behind a load balancer, each listening
 * on a free port; closed after the file's tests. Only for *.redis-test.ts files, which run in the
 * server-pg project with REDIS_URL set (see the root vitest.config.ts).
 */
export async function startTwoInstances(file: string) {
  const redisUrl = process.env['REDIS_URL'];
  if (!redisUrl) throw new Error(`${file} needs REDIS_URL`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    REDIS_URL: redisUrl,
    // Both instances share one key, as every instance on one database must.
    FIELD_ENCRYPTION_KEYS: testFieldKeys(),
  });
  const database = await openTestDatabase();
  const clock = createTestClock();
  const instanceA = await buildApp(config, { database, now: clock.now });
  const instanceB = await buildApp(config, { database, now: clock.now });
  afterAll(async () => {
    await instanceA.close();
    await instanceB.close();
    await database.close();
  });
  const urlA = await listenOnFreePort(instanceA);
  const urlB = await listenOnFreePort(instanceB);
  return { config, database, clock, instanceA, instanceB, urlA, urlB };
}
