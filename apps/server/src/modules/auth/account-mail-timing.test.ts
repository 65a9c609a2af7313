import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { startSlowSmtpServer } from '../../test/slow-smtp-server.ts';
import { createUser, post, randomIp, uniqueEmail } from './auth-test-helpers.ts';

/** The mail server takes this long per mail: a request that waited for it would show it. */
const SMTP_DELAY_MS = 1500;

const smtp = await startSlowSmtpServer(SMTP_DELAY_MS);
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

async function timedForgot(email: string): Promise<number> {
  const started = performance.now();
  const response = await post(
    app,
    '/api/zh-tw/User/ForgotPassword',
    { email },
    { headers: { 'x-forwarded-for': randomIp() } },
  );
  expect(response.json()).toEqual({ error_code: 0, message: '成功', data: null });
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('account mails through the outbox', () => {
  it('answers a known and an unknown address alike, without waiting for the mail server', async () => {
    const known = await Promise.all([1, 2, 3].map(() => createUser(database)));
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const user of known) {
      unknownTimes.push(await timedForgot(uniqueEmail('nobody')));
      knownTimes.push(await timedForgot(user.email));
    }

    expect(median(knownTimes)).toBeLessThan(SMTP_DELAY_MS / 2);
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(SMTP_DELAY_MS / 3);

    // The mails still reach the mail server, sent by the job after the answers.
    for (const user of known) {
      const mail = await smtp.mailTo(user.email);
      expect(mail.data).toMatch(/signin\/reset\?token(=3D|=)/);
    }
    expect(smtp.received.every((mail) => known.some((user) => mail.to.includes(user.email)))).toBe(true);
  });
});
