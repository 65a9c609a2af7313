import { MailType } from '@app/contracts/mail';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { connectHub, listenOnFreePort, nextEvent } from '../../test/badge-hub-client.ts';
import { createTestClock } from '../../test/build-test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createUser, signIn } from '../../test/test-users.ts';

// Two instances of the server on one database and one Redis, as behind a load balancer. This file
// runs only in the server-pg project, and only when REDIS_URL is set (see the root vitest.config.ts).
const redisUrl = process.env['REDIS_URL'];
if (!redisUrl) throw new Error('badge-hub.redis-test.ts needs REDIS_URL');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '/nonexistent',
  REDIS_URL: redisUrl,
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

describe('badge hub across instances', () => {
  it('brings a mail sent on one instance to the user connected to another', async () => {
    const user = await createUser(database, { role: 'client' });
    const { authorization } = await signIn({ app: instanceA, database, config, clock }, user);
    const onA = await connectHub(urlA, { authorization });
    const onB = await connectHub(urlB, { authorization });

    const badgeOnA = nextEvent(onA, 'MailCount');
    // B hears the same count; waited for, so that the next wait on B is for the next count.
    const firstOnB = nextEvent(onB, 'MailCount');
    const sent = await instanceB.inject({
      method: 'POST',
      url: '/dev/mail',
      headers: { authorization },
      payload: { type: MailType.ReserveCourse, message: 'booked' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await badgeOnA).toBe(1);
    expect(await firstOnB).toBe(1);

    const badgeOnB = nextEvent(onB, 'MailCount');
    const read = await instanceA.inject({
      method: 'POST',
      url: '/api/zh-tw/Mail/IsRead?IsSetAll=true',
      headers: { authorization },
    });
    expect(read.json().data).toBe(0);
    expect(await badgeOnB).toBe(0);
  });
});
