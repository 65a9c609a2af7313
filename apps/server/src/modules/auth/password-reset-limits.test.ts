import { ErrorCode } from '@app/contracts/error-codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, linkTokenFromMail, PASSWORD, post, randomIp, signIn } from './auth-test-helpers.ts';

// The real hasher, watched: how many password hashes the reset attempts cost.
vi.mock(import('../../platform/auth/password-hash.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const { app, database, clock } = await buildTestApp();

const WINDOW_MS = 15 * 60_000;
const NEW_PASSWORD = 'Fresh2024';

const reset = (token: string, ip: string) =>
  post(
    app,
    '/api/zh-tw/User/ResetPassword',
    { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    { headers: { 'x-forwarded-for': ip } },
  );

beforeEach(() => {
  clock.set(new Date(Math.ceil(clock.now().getTime() / WINDOW_MS) * WINDOW_MS + WINDOW_MS));
  vi.mocked(hashPassword).mockClear();
});

describe('password reset attempts', () => {
  it('costs no password hash for a link that does not exist', async () => {
    const response = await reset('made-up-token-made-up-token-made-up-123', randomIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.ResetLinkInvalid);
    expect(vi.mocked(hashPassword)).not.toHaveBeenCalled();
  });

  it('refuses an address after 10 attempts in 15 minutes, even with a good link; other addresses go on', async () => {
    const guesser = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await reset(`made-up-token-${i}-made-up-token-made-up`, guesser)).statusCode).toBe(400);
    }
    expect(vi.mocked(hashPassword)).not.toHaveBeenCalled();
    const user = await createUser(database);
    await post(app, '/api/zh-tw/User/ForgotPassword', { email: user.email });
    const token = await linkTokenFromMail(database, user.email, '/signin/reset');
    vi.mocked(hashPassword).mockClear();

    const refused = await reset(token, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe(ErrorCode.RateLimited);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect((await reset(token, randomIp())).statusCode).toBe(200);
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
  });

  it('lifts the sign-in limit of the address the owner reset the password from', async () => {
    const user = await createUser(database);
    const home = randomIp();
    for (let i = 0; i < 10; i++) await signIn(app, user.email, 'Wrong1234', {}, { 'x-forwarded-for': home });
    expect((await signIn(app, user.email, PASSWORD, {}, { 'x-forwarded-for': home })).statusCode).toBe(429);

    await post(app, '/api/zh-tw/User/ForgotPassword', { email: user.email });
    const token = await linkTokenFromMail(database, user.email, '/signin/reset');
    expect((await reset(token, home)).statusCode).toBe(200);
    expect((await signIn(app, user.email, NEW_PASSWORD, {}, { 'x-forwarded-for': home })).statusCode).toBe(
      200,
    );
  });
});
