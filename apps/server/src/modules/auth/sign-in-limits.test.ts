import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, PASSWORD, post, randomIp, signIn, signInOk } from './auth-test-helpers.ts';

const { app, database, clock } = await buildTestApp();

const WINDOW_MS = 15 * 60_000;

/** Starts each test at the beginning of a 15-minute window, so all its attempts share one. */
function startOfNextWindow() {
  clock.set(new Date(Math.ceil(clock.now().getTime() / WINDOW_MS) * WINDOW_MS + WINDOW_MS));
}

describe('sign-in failure limits', () => {
  it('locks an account after 10 failures in 15 minutes, even for the right password, from any IP', async () => {
    startOfNextWindow();
    const user = await createUser(database);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(app, user.email, 'Wrong1234')).json().error_code).toBe(
        ErrorCode.InvalidCredentials,
      );
    }
    clock.advance(60_000);
    const locked = await signIn(app, user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error_code: ErrorCode.RateLimited,
      message: '嘗試次數過多，請稍後再試',
      data: null,
    });
    expect(locked.headers['retry-after']).toBe(String(14 * 60));

    clock.advance(14 * 60_000);
    expect((await signIn(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('locks an IP after 10 failures across accounts; other IPs and accounts are unaffected', async () => {
    startOfNextWindow();
    const ip = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < 10; i++) {
      await signIn(app, `someone-${i}@example.test`, 'Wrong1234', {}, ip);
    }
    const user = await createUser(database);
    const locked = await signIn(app, user.email, PASSWORD, {}, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect((await signIn(app, user.email, PASSWORD, {}, { 'x-forwarded-for': randomIp() })).statusCode).toBe(
      200,
    );
  });

  it('forgets the account failures after a successful sign-in', async () => {
    startOfNextWindow();
    const user = await createUser(database);
    for (let i = 0; i < 9; i++) await signIn(app, user.email, 'Wrong1234');
    await signInOk(app, user.email);
    for (let i = 0; i < 9; i++) await signIn(app, user.email, 'Wrong1234');
    expect((await signIn(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong old passwords of ChangePassword towards the account lock', async () => {
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
    expect((await signIn(app, user.email, PASSWORD)).statusCode).toBe(429);
  });
});
