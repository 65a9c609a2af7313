import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { startSlowSmtpServer } from '../../test/slow-smtp-server.ts';
import { outboxDelivered } from '../../test/outbox-delivery.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const SUPPORT_EMAIL = 'support@counselling.test';
const MESSAGES = 50;

// Each mail takes the mail server a little while, so both instances have work to take.
const smtp = await startSlowSmtpServer(40);
const database = await openTestDatabase();
if (!database.url) throw new Error('this test runs on PostgreSQL (TEST_DATABASE_URL)');

/** One server instance with a pool of its own on the shared database; its sender names it. */
async function instance(name: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    TRUST_PROXY: 'true',
    JOBS_POLL_SECONDS: '0.5',
    SMTP_URL: smtp.url,
    MAIL_FROM: `${name} <${name}@counselling.test>`,
    SUPPORT_EMAIL,
  });
  const own = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
  const app = await buildApp(config, { database: own });
  await app.ready();
  return { app, close: async () => (await app.close(), await own.close()) };
}

const first = await instance('first');
const second = await instance('second');
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
  await smtp.close();
});

describe('two instances on one PostgreSQL database', () => {
  it('share the queued mails and deliver each exactly once', { timeout: 60_000 }, async () => {
    const senders = Array.from({ length: MESSAGES }, (_, n) => `sender-${n}@example.test`);
    const answers = await Promise.all(
      senders.map((email, n) =>
        (n % 2 ? first : second).app.inject({
          method: 'POST',
          url: '/api/zh-tw/Contact',
          headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
          payload: { name: 'Tester', email, subject: 'general', message: `Message ${n}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(senders.map(() => 200));

    await Promise.all(senders.map((email) => smtp.mailTo(email)));
    await smtp.mailsTo(SUPPORT_EMAIL, MESSAGES);
    await outboxDelivered(database);

    for (const email of senders) {
      expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }
    expect(smtp.received.filter((mail) => mail.to.includes(SUPPORT_EMAIL))).toHaveLength(MESSAGES);
    expect(smtp.received).toHaveLength(2 * MESSAGES);
    const byFirst = smtp.received.filter((mail) => /^From: first /m.test(mail.data)).length;
    const bySecond = smtp.received.filter((mail) => /^From: second /m.test(mail.data)).length;
    expect(byFirst + bySecond).toBe(2 * MESSAGES);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
  });
});
