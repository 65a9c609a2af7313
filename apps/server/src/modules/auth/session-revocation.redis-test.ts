import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { startTwoInstances } from '../../test/two-instances.ts';
import { LIVE_SESSIONS_PER_USER } from './auth.service.ts';

// Each instance remembers live sessions (platform/auth/session-cache.ts); a session ended on one
// instance is announced by the database to both. Every token is used on both instances first.
const { database, clock, urlA, urlB } = await startTwoInstances('session-revocation.redis-test.ts');

async function post(baseUrl: string, path: string, body: object, accessToken?: string) {
  const response = await fetch(`${baseUrl}/api/zh-tw${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error_code: number; data: unknown } };
}

async function signIn(email: string): Promise<string> {
  const { body } = await post(urlA, '/jwt', { grant_type: 0, username: email, password: TEST_PASSWORD });
  return (body.data as { access_token: string }).access_token;
}

/** ChangePassword with an empty body: 400 (validation) once signed in, 401 before that. */
async function isAccepted(baseUrl: string, accessToken: string): Promise<boolean> {
  const { status } = await post(baseUrl, '/User/ChangePassword', {}, accessToken);
  if (status !== 400 && status !== 401) throw new Error(`unexpected ${status}`);
  return status === 400;
}

async function usedOnBoth(accessToken: string) {
  expect(await isAccepted(urlA, accessToken)).toBe(true);
  expect(await isAccepted(urlB, accessToken)).toBe(true);
}

/**
 * The instance that ended the session refuses it from its answer on. The other hears of it from
 * the database's notification, sent at the commit (well before a client could send its next
 * request): the check waits for it a short while rather than racing it.
 */
async function refusedOnBoth(accessToken: string) {
  expect(await isAccepted(urlA, accessToken)).toBe(false);
  await expect.poll(() => isAccepted(urlB, accessToken), { timeout: 1_000, interval: 10 }).toBe(false);
}

describe('ending a session across two instances', () => {
  it('refuses a signed-out session on both instances', async () => {
    const user = await createUser(database, { role: 'client' });
    const session = await signIn(user.email);
    const other = await signIn(user.email);
    await usedOnBoth(session);
    await usedOnBoth(other);

    expect((await post(urlA, '/User/Logout', {}, session)).status).toBe(200);

    await refusedOnBoth(session);
    expect(await isAccepted(urlB, other)).toBe(true);
  });

  it('refuses the other sessions on both instances once the password changed', async () => {
    const user = await createUser(database, { role: 'client' });
    const current = await signIn(user.email);
    const other = await signIn(user.email);
    await usedOnBoth(other);

    const changed = await post(
      urlA,
      '/User/ChangePassword',
      { oldPassword: TEST_PASSWORD, newPassword: 'NewPass456' },
      current,
    );
    expect(changed.body.error_code).toBe(0);

    await refusedOnBoth(other);
    expect(await isAccepted(urlB, current)).toBe(true);
  });

  it(`refuses on both instances the oldest session that sign-in number ${LIVE_SESSIONS_PER_USER + 1} ends`, async () => {
    const user = await createUser(database, { role: 'client' });
    const oldest = await signIn(user.email);
    await usedOnBoth(oldest);
    for (let n = 1; n <= LIVE_SESSIONS_PER_USER; n += 1) {
      clock.advance(1000);
      await signIn(user.email);
    }
    await refusedOnBoth(oldest);
  });
});
