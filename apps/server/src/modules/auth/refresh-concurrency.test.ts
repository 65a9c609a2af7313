import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, isAccepted, refresh, signInOk } from './auth-test-helpers.ts';

// On the server-pg project the two requests run on separate connections at once; the
// conditional update on the token row decides which one rotates.
const { app, database } = await buildTestApp();

describe('one refresh token presented twice at the same time', () => {
  it.each([1, 2, 3, 4, 5])(
    'rotates once; the other request is refused and ends the session (round %i)',
    async () => {
      const user = await createUser(database);
      const session = await signInOk(app, user.email);

      const answers = await Promise.all([
        refresh(app, session.refreshToken),
        refresh(app, session.refreshToken),
      ]);
      const succeeded = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(succeeded).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]?.json().error_code).toBe(ErrorCode.RefreshTokenReused);

      const winner = succeeded[0]?.json().data;
      expect(await isAccepted(app, winner.access_token)).toBe(false);
      expect((await refresh(app, winner.refresh_token)).json().error_code).toBe(
        ErrorCode.RefreshTokenInvalid,
      );
    },
  );
});
