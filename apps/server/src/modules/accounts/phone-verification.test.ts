import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../db/schema/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { outboxDelivered } from '../../test/outbox-delivery.ts';
import { runJobNow } from '../../test/run-job-now.ts';
import { createSignedInUser, signIn } from '../../test/test-users.ts';
import { accountsMaintenanceQueue } from './accounts.maintenance.ts';
import { auditRowsAbout } from '../audit/audit-test-helpers.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const MINUTE = 60_000;

type TUser = Awaited<ReturnType<typeof createSignedInUser>>;

function sendCode(user: TUser, phone: string, extra: { country?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/zh-tw/User/Phone/SendCode',
    headers: user.headers,
    remoteAddress: extra.ip,
    payload: { phone, country: extra.country },
  });
}

function verify(user: TUser, phone: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/zh-tw/User/Phone/Verify',
    headers: user.headers,
    payload: { phone, code },
  });
}

/** The code of the newest SMS to the number, read the way a tester would: from the dev outbox. */
async function lastCode(e164: string): Promise<string> {
  await outboxDelivered(database);
  const outbox = await app.inject(`/dev/outbox.json?recipient=${encodeURIComponent(e164)}`);
  const text: string = outbox.json().messages[0].text;
  const code = /\d{6}/.exec(text)?.[0];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('phone verification by SMS', () => {
  it('sends a code in Traditional Chinese and verifies the phone, shown in the profile', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const sent = await sendCode(client, '0912-345-678');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({
      phone: '+886912345678',
      expiresInSeconds: 600,
      resendAfterSeconds: 120,
    });
    await outboxDelivered(database);
    const outbox = (await app.inject('/dev/outbox.json?recipient=%2B886912345678')).json();
    expect(outbox.messages[0]).toMatchObject({ channel: 'sms', recipient: '+886912345678' });
    expect(outbox.messages[0].text).toMatch(/^【線上主題諮商】你的驗證碼為 \d{6}，10 分鐘內有效。$/);

    const verified = await verify(client, '0912345678', await lastCode('+886912345678'));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ phone: '+886912345678', phoneVerified: true });
    const audited = await auditRowsAbout(testApp.database.db, client.id);
    // The verified phone is also the client's step of the free trial.
    expect(audited.map((row) => [row.action, row.actorUserId, row.actorRole]).sort()).toEqual([
      ['account.free_course_status', client.id, 'client'],
      ['account.phone_verified', client.id, 'client'],
    ]);

    const profile = (
      await app.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers: client.headers })
    ).json();
    expect(profile.data).toMatchObject({ phone: '+886912345678', phoneVerified: true, freeCourseStatus: 2 });
  });

  it('marks a counselor Verified once the phone is verified', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const before = (await app.inject({ url: '/api/zh-tw/counselor', headers: counselor.headers })).json();
    expect(before.data.verifyStatus).toBe(0);
    await sendCode(counselor, '+1 201 555 0123');
    expect((await verify(counselor, '+12015550123', await lastCode('+12015550123'))).statusCode).toBe(200);
    const after = (await app.inject({ url: '/api/zh-tw/counselor', headers: counselor.headers })).json();
    expect(after.data).toMatchObject({ verifyStatus: 1, phone: '+12015550123' });
  });

  it('refuses an invalid number with 2101', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    for (const payload of [{ phone: '12345' }, { phone: '0912345679', country: 'ZZ' }]) {
      const response = await sendCode(client, payload.phone, { country: payload.country });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.PhoneInvalid);
    }
    expect((await sendCode(client, '2015550124', { country: 'us' })).json().data.phone).toBe('+12015550124');
  });

  it('refuses a phone another account has verified, at sending and at verifying', async () => {
    const first = await createSignedInUser(testApp, { role: 'client' });
    const second = await createSignedInUser(testApp, { role: 'client' });
    const phone = '+886922000111';
    await sendCode(first, phone);
    const firstCode = await lastCode(phone);
    await sendCode(second, phone);
    const secondCode = await lastCode(phone);

    expect((await verify(first, phone, firstCode)).statusCode).toBe(200);
    // The second account got its code before the first verified: the unique index refuses it.
    const late = await verify(second, phone, secondCode);
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe(ErrorCode.PhoneTaken);

    clock.advance(2 * MINUTE);
    const again = await sendCode(second, phone);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: ErrorCode.PhoneTaken, message: '此電話號碼已被使用' });
    const profile = (await app.inject({ url: '/api/zh-tw/client', headers: second.headers })).json();
    expect(profile.data).toMatchObject({ phone: null, phoneVerified: false });
  });

  it('lets a code expire after 10 minutes', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await sendCode(client, '0933000001');
    const code = await lastCode('+886933000001');
    clock.advance(10 * MINUTE);
    const response = await verify(client, '0933000001', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('accepts a code just before it expires, once', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await sendCode(client, '0933000002');
    const code = await lastCode('+886933000002');
    clock.advance(10 * MINUTE - 1000);
    expect((await verify(client, '0933000002', code)).statusCode).toBe(200);
    expect((await verify(client, '0933000002', code)).json().error_code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('makes the user wait 2 minutes before another code, and a new code voids the old one', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await sendCode(client, '0933000003');
    const oldCode = await lastCode('+886933000003');
    clock.advance(MINUTE + 30_000);
    const tooSoon = await sendCode(client, '0933000003');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      error_code: ErrorCode.SmsResendTooSoon,
      data: { retryAfterSeconds: 30 },
    });
    expect(tooSoon.headers['retry-after']).toBe('30');
    // Switching numbers does not skip the wait.
    expect((await sendCode(client, '0933000004')).json().error_code).toBe(ErrorCode.SmsResendTooSoon);

    clock.advance(30_000);
    expect((await sendCode(client, '0933000004')).statusCode).toBe(200);
    expect((await verify(client, '0933000003', oldCode)).json().error_code).toBe(ErrorCode.SmsCodeExpired);
    expect((await verify(client, '0933000004', await lastCode('+886933000004'))).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries until a new one is sent', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await sendCode(client, '0933000005');
    const code = await lastCode('+886933000005');
    for (const remainingAttempts of [4, 3, 2, 1]) {
      const wrong = await verify(client, '0933000005', otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error_code: ErrorCode.SmsCodeWrong, data: { remainingAttempts } });
    }
    const fifth = await verify(client, '0933000005', otherThan(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error_code).toBe(ErrorCode.SmsTooManyAttempts);
    expect((await verify(client, '0933000005', code)).json().error_code).toBe(ErrorCode.SmsTooManyAttempts);

    clock.advance(2 * MINUTE);
    await sendCode(client, '0933000005');
    expect((await verify(client, '0933000005', await lastCode('+886933000005'))).statusCode).toBe(200);
  });

  it('answers 2104 for a number no code was sent to', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await sendCode(client, '0933000006');
    const response = await verify(client, '0933000007', await lastCode('+886933000006'));
    expect(response.json().error_code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('caps the codes an account can ask for in a day', async () => {
    clock.set(new Date('2031-05-01T00:30:00Z'));
    const client = await createSignedInUser(testApp, { role: 'client' });
    for (let index = 0; index < 10; index += 1) {
      const response = await sendCode(client, `09440000${String(index).padStart(2, '0')}`, {
        ip: '198.51.100.1',
      });
      expect(response.statusCode).toBe(200);
      clock.advance(2 * MINUTE);
    }
    const capped = await sendCode(client, '0944000099', { ip: '198.51.100.1' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error_code).toBe(ErrorCode.RateLimited);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps the codes a phone receives in a day, whoever asks', async () => {
    clock.set(new Date('2031-06-01T00:30:00Z'));
    const phone = '0955000001';
    for (let index = 0; index < 5; index += 1) {
      const client = await createSignedInUser(testApp, { role: 'client' });
      expect((await sendCode(client, phone, { ip: '198.51.100.2' })).statusCode).toBe(200);
    }
    const sixth = await createSignedInUser(testApp, { role: 'client' });
    expect((await sendCode(sixth, phone, { ip: '198.51.100.2' })).json().error_code).toBe(
      ErrorCode.RateLimited,
    );
    clock.advance(24 * 60 * MINUTE);
    const nextDay = { ...sixth, headers: await signIn(testApp, sixth) };
    expect((await sendCode(nextDay, phone, { ip: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('forgets codes past their expiry at the next maintenance run', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await sendCode(client, '0966000001')).statusCode).toBe(200);
    const codesOf = () =>
      database.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, client.id));
    await runJobNow(database, accountsMaintenanceQueue);
    expect(await codesOf()).toHaveLength(1);

    clock.advance(11 * MINUTE);
    await runJobNow(database, accountsMaintenanceQueue);
    expect(await codesOf()).toHaveLength(0);
  });

  it('counts probes of a taken number against the daily caps, so numbers cannot be tested for free', async () => {
    clock.set(new Date('2031-07-01T00:30:00Z'));
    const owner = await createSignedInUser(testApp, { role: 'client' });
    const phone = '+886966000123';
    await sendCode(owner, phone, { ip: '198.51.100.3' });
    expect((await verify(owner, phone, await lastCode(phone))).statusCode).toBe(200);

    const prober = await createSignedInUser(testApp, { role: 'client' });
    // The owner's code counted once for the number; four probes use up the rest of its day.
    for (let index = 0; index < 4; index += 1) {
      expect((await sendCode(prober, phone, { ip: '198.51.100.4' })).json().error_code).toBe(
        ErrorCode.PhoneTaken,
      );
    }
    const capped = await sendCode(prober, phone, { ip: '198.51.100.4' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error_code).toBe(ErrorCode.RateLimited);
  });

  it('makes a probe wait like a code would, after a code was sent', async () => {
    clock.set(new Date('2031-08-01T00:30:00Z'));
    const owner = await createSignedInUser(testApp, { role: 'client' });
    const taken = '+886966000456';
    await sendCode(owner, taken);
    expect((await verify(owner, taken, await lastCode(taken))).statusCode).toBe(200);

    const prober = await createSignedInUser(testApp, { role: 'client' });
    expect((await sendCode(prober, '0966000789')).statusCode).toBe(200);
    const probe = await sendCode(prober, taken);
    expect(probe.statusCode).toBe(429);
    expect(probe.json().error_code).toBe(ErrorCode.SmsResendTooSoon);
  });

  it('requires a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/User/Phone/SendCode',
      payload: { phone: '0912345678' },
    });
    expect(response.statusCode).toBe(401);
  });
});
