import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, isAccepted, logoutWith, PASSWORD, post, signInOk } from './auth-test-helpers.ts';
import { LIVE_SESSIONS_PER_USER } from './auth.service.ts';

// Live sessions are remembered after their first check (platform/auth/session-cache.ts): every
// test first uses its tokens, so that what it proves is that ending a session reaches the cache.
const { app, database, clock } = await buildTestApp();

describe('ending a session that was just used', () => {
  it('refuses the token of a session signed out, from the next request on', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);
    const other = await signInOk(app, user.email);
    expect(await isAccepted(app, session.accessToken)).toBe(true);
    expect(await isAccepted(app, other.accessToken)).toBe(true);

    expect((await logoutWith(app, session.accessToken)).statusCode).toBe(200);

    expect(await isAccepted(app, session.accessToken)).toBe(false);
    expect(await isAccepted(app, other.accessToken)).toBe(true);
  });

  it('refuses the other sessions once the password changed, and keeps the one that changed it', async () => {
    const user = await createUser(database);
    const current = await signInOk(app, user.email);
    const other = await signInOk(app, user.email);
    expect(await isAccepted(app, other.accessToken)).toBe(true);

    const changed = await post(
      app,
      '/api/zh-tw/User/ChangePassword',
      { oldPassword: PASSWORD, newPassword: 'NewPass456' },
      { headers: { authorization: `Bearer ${current.accessToken}` } },
    );
    expect(changed.json().error_code).toBe(0);

    expect(await isAccepted(app, other.accessToken)).toBe(false);
    expect(await isAccepted(app, current.accessToken)).toBe(true);
  });

  it(`refuses the oldest session when sign-in number ${LIVE_SESSIONS_PER_USER + 1} ends it`, async () => {
    const user = await createUser(database);
    const oldest = await signInOk(app, user.email);
    expect(await isAccepted(app, oldest.accessToken)).toBe(true);
    for (let n = 1; n <= LIVE_SESSIONS_PER_USER; n += 1) {
      clock.advance(1000);
      await signInOk(app, user.email);
    }
    expect(await isAccepted(app, oldest.accessToken)).toBe(false);
  });
});
