import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, PASSWORD, post, randomIp, signIn, signInOk, solveCaptcha } from './auth-test-helpers.ts';

const { app, database, clock } = await buildTestApp();

const WINDOW_MS = 15 * 60_000;

/** Starts each test at the beginning of a 15-minute window, so all its attempts share one. */
function startOfNextWindow() {
  clock.set(new Date(Math.ceil(clock.now().getTime() / WINDOW_MS) * WINDOW_MS + WINDOW_MS));
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('sign-in failure limits', () => {
  it('refuses an address after 10 failures on one account, even the right password; the owner elsewhere signs in', async () => {
    startOfNextWindow();
    const user = await createUser(database);
    const attacker = from(randomIp());
    for (let i = 0; i < 10; i++) {
      expect((await signIn(app, user.email, 'Wrong1234', {}, attacker)).json().error_code).toBe(
        ErrorCode.InvalidCredentials,
      );
    }
    clock.advance(60_000);
    const locked = await signIn(app, user.email, PASSWORD, {}, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error_code: ErrorCode.RateLimited,
      message: '嘗試次數過多，請稍後再試',
      data: null,
    });
    expect(locked.headers['retry-after']).toBe(String(14 * 60));

    // The owner, at home, is neither refused nor asked for anything more.
    expect((await signIn(app, user.email, PASSWORD, {}, from(randomIp()))).statusCode).toBe(200);

    clock.advance(14 * 60_000);
    expect((await signIn(app, user.email, PASSWORD, {}, attacker)).statusCode).toBe(200);
  });

  it('does not refuse everyone behind a shared address after a few failures on other accounts', async () => {
    startOfNextWindow();
    const office = from(randomIp());
    for (let i = 0; i < 20; i++) await signIn(app, `colleague-${i}@example.test`, 'Wrong1234', {}, office);
    const user = await createUser(database);
    expect((await signIn(app, user.email, PASSWORD, {}, office)).statusCode).toBe(200);
  });

  it('refuses an address after 100 failures across accounts; other addresses are unaffected', async () => {
    startOfNextWindow();
    const sprayer = from(randomIp());
    for (let i = 0; i < 100; i++) {
      expect((await signIn(app, `someone-${i}@example.test`, 'Wrong1234', {}, sprayer)).statusCode).toBe(401);
    }
    const user = await createUser(database);
    const locked = await signIn(app, user.email, PASSWORD, {}, sprayer);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect((await signIn(app, user.email, PASSWORD, {}, from(randomIp()))).statusCode).toBe(200);
  });

  it('asks for the not-a-robot check on an account attacked from many addresses, and signs in with it', async () => {
    startOfNextWindow();
    const user = await createUser(database);
    for (let i = 0; i < 20; i++) {
      expect((await signIn(app, user.email, 'Wrong1234', {}, from(randomIp()))).statusCode).toBe(401);
    }

    const asked = await signIn(app, user.email, PASSWORD, {}, from(randomIp()));
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({
      error_code: ErrorCode.CaptchaRequired,
      message: '此帳號登入嘗試過多，請先完成「我不是機器人」驗證',
      data: null,
    });
    const english = await post(
      app,
      '/api/en-us/jwt',
      { grant_type: 0, username: user.email, password: PASSWORD },
      { headers: from(randomIp()) },
    );
    expect(english.json().message).toBe(
      'There have been too many sign-in attempts on this account: please complete the not-a-robot check',
    );

    const badCheck = await signIn(app, user.email, PASSWORD, { captcha: 'bm90LWEtc29sdXRpb24=' });
    expect(badCheck.json().error_code).toBe(ErrorCode.CaptchaFailed);
    const wrongPassword = await signIn(app, user.email, 'Wrong1234', { captcha: await solveCaptcha(app) });
    expect(wrongPassword.json().error_code).toBe(ErrorCode.InvalidCredentials);
    expect((await signIn(app, user.email, PASSWORD, { captcha: await solveCaptcha(app) })).statusCode).toBe(
      200,
    );
    // Signing in proves the owner: the account goes back to plain sign-ins.
    expect((await signIn(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures of an address on an account after a successful sign-in there', async () => {
    startOfNextWindow();
    const user = await createUser(database);
    const home = from(randomIp());
    for (let i = 0; i < 9; i++) await signIn(app, user.email, 'Wrong1234', {}, home);
    expect((await signIn(app, user.email, PASSWORD, {}, home)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(app, user.email, 'Wrong1234', {}, home);
    expect((await signIn(app, user.email, PASSWORD, {}, home)).statusCode).toBe(200);
  });

  it('refuses ChangePassword after 10 wrong old passwords, even the right one', async () => {
    startOfNextWindow();
    const user = await createUser(database);
    const { accessToken } = await signInOk(app, user.email);
    const change = (oldPassword: string) =>
      post(
        app,
        '/api/zh-tw/User/ChangePassword',
        { oldPassword, newPassword: 'NewPass456' },
        {
          headers: { authorization: `Bearer ${accessToken}` },
        },
      );
    for (let i = 0; i < 10; i++) expect((await change('Wrong1234')).json().error_code).toBe(441);
    expect((await change(PASSWORD)).statusCode).toBe(429);
  });
});
