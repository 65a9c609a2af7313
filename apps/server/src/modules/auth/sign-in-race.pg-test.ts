import { ErrorCode } from '@app/contracts/error-codes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, signIn } from './auth-test-helpers.ts';

// The real verifier, watched: how many password checks the attempts cost.
vi.mock(import('../../platform/auth/password-hash.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

// Runs only on a real PostgreSQL server (project server-pg): there the attempts run in parallel
// on separate connections, as on a busy server.
const { app, database } = await buildTestApp();

beforeEach(() => vi.mocked(verifyPassword).mockClear());

describe('sign-in failure limit under concurrent attempts', () => {
  it('checks at most 10 of 100 simultaneous wrong passwords for one account from one address', async () => {
    const user = await createUser(database);
    const address = { 'x-forwarded-for': '198.51.100.23' };
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => signIn(app, user.email, 'Wrong1234', {}, address)),
    );

    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(10);
    const codes = responses.map((response) => response.json().error_code);
    expect(codes.filter((code) => code === ErrorCode.InvalidCredentials)).toHaveLength(10);
    expect(codes.filter((code) => code === ErrorCode.RateLimited)).toHaveLength(90);
  });

  it('checks at most 20 of 100 simultaneous wrong passwords for one account from 100 addresses, then asks for the not-a-robot check', async () => {
    const user = await createUser(database);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(app, user.email, 'Wrong1234', {}, { 'x-forwarded-for': `198.51.100.${i + 100}` }),
      ),
    );

    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(20);
    const codes = responses.map((response) => response.json().error_code);
    expect(codes.filter((code) => code === ErrorCode.InvalidCredentials)).toHaveLength(20);
    expect(codes.filter((code) => code === ErrorCode.CaptchaRequired)).toHaveLength(80);
  });
});
