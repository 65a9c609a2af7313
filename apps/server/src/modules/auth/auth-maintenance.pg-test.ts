import { hash } from '@node-rs/argon2';
import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { accountTokens, authSessions, refreshTokens } from '../../db/schema/auth.ts';
import { captchaSpent, rateLimitCounters } from '../../db/schema/platform.ts';
import { platformMaintenanceQueue } from '../../platform/jobs/platform-maintenance.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { runJobNow } from '../../test/run-job-now.ts';
import { authMaintenanceQueue } from './auth.maintenance.ts';
import { LIVE_SESSIONS_PER_USER } from './auth.service.ts';
import { createUser, PASSWORD, post, signIn } from './auth-test-helpers.ts';

const { app, database, clock } = await buildTestApp();

const USERS = 5;
const SIGN_INS = 1000;
const ROUND = 100;

const rowsOf = async (
  table:
    | typeof authSessions
    | typeof refreshTokens
    | typeof accountTokens
    | typeof rateLimitCounters
    | typeof captchaSpent,
) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('maintenance keeps the sign-in tables small', () => {
  it('stays bounded under 1,000 sign-ins', { timeout: 90_000 }, async () => {
    const accounts = await Promise.all(Array.from({ length: USERS }, () => createUser(database)));
    // The real sign-in path, with a cheap password hash so that the loop measures the tables, not argon2.
    const cheapHash = await hash(PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    for (const account of accounts) {
      await database.db.update(users).set({ passwordHash: cheapHash }).where(eq(users.id, account.id));
    }

    // The users sign in side by side, each one after the other on their own.
    for (let n = 0; n < SIGN_INS; n += USERS) {
      const answers = await Promise.all(accounts.map((account) => signIn(app, account.email, PASSWORD)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(accounts.map(() => 200));
      const account = accounts[(n / USERS) % USERS]!;
      if (n % 10 === 0) await signIn(app, account.email, 'Wrong-password-1');
      if (n % 50 === 0) await post(app, '/api/zh-tw/User/ForgotPassword', { email: account.email });
      if ((n + USERS) % ROUND === 0) {
        clock.advance(60 * 60_000);
        await runJobNow(database, authMaintenanceQueue);
        await runJobNow(database, platformMaintenanceQueue);

        const live = await database.db
          .select({ userId: authSessions.userId, n: count() })
          .from(authSessions)
          .where(isNull(authSessions.revokedAt))
          .groupBy(authSessions.userId);
        expect(live.every((row) => row.n <= LIVE_SESSIONS_PER_USER)).toBe(true);
        expect(await rowsOf(authSessions)).toBeLessThanOrEqual(USERS * LIVE_SESSIONS_PER_USER);
        expect(await rowsOf(refreshTokens)).toBeLessThanOrEqual(USERS * LIVE_SESSIONS_PER_USER);
        expect(await rowsOf(accountTokens)).toBe(0);
        expect(await rowsOf(rateLimitCounters)).toBe(0);
        expect(await rowsOf(captchaSpent)).toBe(0);
      }
    }
  });
});
