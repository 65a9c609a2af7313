import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  isAccepted,
  linkTokenFromMail,
  mailsTo,
  PASSWORD,
  post,
  refresh,
  signIn,
  signInOk,
  uniqueEmail,
} from './auth-test-helpers.ts';

const { app, database, clock } = await buildTestApp({ PUBLIC_URL: 'https://counselling.example.tw/' });

const MINUTE = 60_000;
const NEW_PASSWORD = 'Fresh2024';

const forgot = (email: string, headers: Record<string, string> = {}) =>
  post(app, '/api/zh-tw/User/ForgotPassword', { email }, { headers });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post(app, '/api/zh-tw/User/ResetPassword', { token, password, confirmPassword });

describe('forgotten password', () => {
  it('answers success for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await forgot(email);
    expect(response.json()).toEqual({ error_code: 0, message: '成功', data: null });
    expect(await mailsTo(database, email)).toHaveLength(0);
  });

  it('mails a reset link; the new password works, the old one and every session stop', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);

    expect((await forgot(user.email)).json()).toEqual({ error_code: 0, message: '成功', data: null });
    const [mail] = await mailsTo(database, user.email);
    expect(mail?.subject).toBe('重設你的密碼 / Reset your password');
    expect(mail?.bodyText).toMatch(
      /https:\/\/counselling\.example\.tw\/signin\/reset\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(mail?.bodyText).not.toContain(PASSWORD);

    const token = await linkTokenFromMail(database, user.email, '/signin/reset');
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().error_code).toBe(0);

    expect(await isAccepted(app, session.accessToken)).toBe(false);
    expect((await refresh(app, session.refreshToken)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
    expect((await signIn(app, user.email, PASSWORD)).json().error_code).toBe(ErrorCode.InvalidCredentials);
    expect((await signIn(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('uses a reset link once', async () => {
    const user = await createUser(database);
    await forgot(user.email);
    const token = await linkTokenFromMail(database, user.email, '/signin/reset');
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error_code: ErrorCode.ResetLinkInvalid,
      message: '重設密碼連結無效或已過期，請重新申請',
    });
    expect((await signIn(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a reset link after 15 minutes and keeps the password', async () => {
    const user = await createUser(database);
    await forgot(user.email);
    const token = await linkTokenFromMail(database, user.email, '/signin/reset');
    clock.advance(15 * MINUTE + 1000);
    expect((await reset(token)).json().error_code).toBe(ErrorCode.ResetLinkInvalid);
    expect((await signIn(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const user = await createUser(database);
    await forgot(user.email);
    const older = await linkTokenFromMail(database, user.email, '/signin/reset');
    await forgot(user.email);
    const newer = await linkTokenFromMail(database, user.email, '/signin/reset');
    expect((await reset(older)).json().error_code).toBe(ErrorCode.ResetLinkInvalid);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('activates an account not yet activated, since opening the link proves the address', async () => {
    const user = await createUser(database, { activated: false });
    await forgot(user.email);
    await reset(await linkTokenFromMail(database, user.email, '/signin/reset'));
    expect((await signIn(app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password against the rule and the confirmation', async () => {
    const user = await createUser(database);
    await forgot(user.email);
    const token = await linkTokenFromMail(database, user.email, '/signin/reset');
    const weak = await reset(token, '12345678');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fields[0]).toMatchObject({ field: 'password' });
    const common = await reset(token, 'abcd1234');
    expect(common.statusCode).toBe(400);
    expect(common.json().data.fields).toEqual([
      { field: 'password', message: '欄位 password: 這個密碼太常見，很容易被猜到，請換一個' },
    ]);
    const mismatch = await reset(token, NEW_PASSWORD, 'Other1234');
    expect(mismatch.json().data.fields[0]).toMatchObject({ field: 'confirmPassword' });
    // Refused requests do not spend the link.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('sends at most 3 reset mails per address and per window, and limits an IP across addresses', async () => {
    clock.set(new Date(Math.ceil(clock.now().getTime() / (15 * MINUTE)) * 15 * MINUTE));
    const user = await createUser(database);
    for (let i = 0; i < 3; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    const limited = await forgot(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe(ErrorCode.RateLimited);
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
    expect(await mailsTo(database, user.email)).toHaveLength(3);

    const ip = { 'x-forwarded-for': '198.51.100.20' };
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail(), ip)).statusCode).toBe(200);
    expect((await forgot(uniqueEmail(), ip)).statusCode).toBe(429);

    clock.advance(15 * MINUTE);
    expect((await forgot(user.email)).statusCode).toBe(200);
  });
});
