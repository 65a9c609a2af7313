import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, isAccepted, signInOk } from './auth-test-helpers.ts';
import { LIVE_SESSIONS_PER_USER } from './auth.service.ts';

const { app, database, clock } = await buildTestApp();

describe('live sessions per user', () => {
  it(`ends the oldest session when a sign-in makes more than ${LIVE_SESSIONS_PER_USER}`, async () => {
    const user = await createUser(database);
    const sessions = [];
    for (let n = 0; n <= LIVE_SESSIONS_PER_USER; n += 1) {
      sessions.push(await signInOk(app, user.email));
      clock.advance(1000);
    }

    const [oldest, ...newer] = sessions;
    expect(await isAccepted(app, oldest!.accessToken)).toBe(false);
    for (const session of newer) expect(await isAccepted(app, session.accessToken)).toBe(true);

    // Another user's sessions are not touched.
    const other = await createUser(database);
    const theirs = await signInOk(app, other.email);
    await signInOk(app, user.email);
    expect(await isAccepted(app, theirs.accessToken)).toBe(true);
    expect(await isAccepted(app, newer[0]!.accessToken)).toBe(false);
  });
});
