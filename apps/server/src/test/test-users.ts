import type { TRole } from '@app/contracts/enums';
import type { TDatabase } from '../db/client.ts';
import { clientProfiles, counselorProfiles, users } from '../db/schema/accounts.ts';
import { authSessions } from '../db/schema/auth.ts';
import { createAccessTokens } from '../platform/auth/access-token.ts';
import { hashPassword } from '../platform/auth/password-hash.ts';
import { resolveSecret } from '../platform/secrets/server-secrets.ts';
import type { TTestApp } from './build-test-app.ts';

export const TEST_PASSWORD = 'Test1234';

export type TTestUser = { id: string; email: string; role: TRole; nickname: string };

export type TCreateUserOptions = {
  role: TRole;
  email?: string;
  nickname?: string;
  /** Defaults to activated; pass null for an account still waiting for activation. */
  activatedAt?: Date | null;
  freeCourseStatus?: number;
  /** A counselor's full name (their profile row is made with it). */
  fullName?: string;
};

let passwordHash: Promise<string> | undefined;
let sequence = 0;

/**
 * Inserts an account straight into the database, with its profile row, so tests do not depend
 * on registration. Every test user's password is TEST_PASSWORD.
 */
export async function createUser(database: TDatabase, options: TCreateUserOptions): Promise<TTestUser> {
  sequence += 1;
  const email = options.email ?? `${options.role}${sequence}-${Date.now()}@test.example`;
  const nickname = options.nickname ?? `${options.role} ${sequence}`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      role: options.role,
      nickname,
      activatedAt: options.activatedAt === undefined ? new Date() : options.activatedAt,
      freeCourseStatus: options.freeCourseStatus ?? 0,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('test user not inserted');
  if (options.role === 'client') await database.db.insert(clientProfiles).values({ userId: user.id });
  if (options.role === 'counselor') {
    await database.db
      .insert(counselorProfiles)
      .values({ userId: user.id, fullName: options.fullName ?? nickname });
  }
  return { id: user.id, email, role: options.role, nickname };
}

/**
 * Opens a session for the user and answers its Authorization header, signed the way the app
 * signs (same secret, issuer and audience) and timed by the test clock. Independent of POST /jwt.
 */
export async function signIn(testApp: TTestApp, user: TTestUser): Promise<{ authorization: string }> {
  const { config, database, clock } = testApp;
  const now = clock.now();
  const [session] = await database.db
    .insert(authSessions)
    .values({ userId: user.id, expiresAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000) })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('test session not inserted');
  const tokens = createAccessTokens({
    secret: await resolveSecret(database.db, 'jwt', config.JWT_SECRET),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
  });
  const token = await tokens.sign({ userId: user.id, role: user.role, sessionId: session.id }, now);
  return { authorization: `Bearer ${token}` };
}

/** A signed-in user in one call: the account and its Authorization header. */
export async function createSignedInUser(
  testApp: TTestApp,
  options: TCreateUserOptions,
): Promise<TTestUser & { headers: { authorization: string } }> {
  const user = await createUser(testApp.database, options);
  return { ...user, headers: await signIn(testApp, user) };
}
