import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TRole } from '@app/contracts/enums';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TSessionChecker } from '../../platform/auth/authenticate.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash.ts';
import type { TUnitOfWork, TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService, TCredentials } from '../accounts/accounts.service.ts';
import * as repo from './auth.repo.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import {
  accountLockKey,
  assertNotLimited,
  countFailure,
  ipLockKey,
  signInFailureRule,
} from './rate-limits.ts';

/** A session lives at most 30 days from sign-in, however often it is refreshed. */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What auth needs of an account: its credentials, read and changed through the accounts service. */
export type TAccountCredentials = Pick<
  TAccountsService,
  | 'findCredentialsByEmail'
  | 'findCredentialsById'
  | 'createClient'
  | 'setPasswordHash'
  | 'markActivated'
  | 'markDisabled'
>;

/** Auth runs on `db` (its own tables) and the accounts; withTransaction binds both to one transaction. */
export type TAuthDeps = Pick<TAppContext, 'now' | 'accessTokens' | 'rateLimiter'> & {
  db: DbOrTx;
  accounts: TAccountCredentials;
  withTransaction: TWithTransaction<{ unit: TUnitOfWork; accounts: TAccountCredentials }>;
};

type TSignInDeps = Pick<
  TAuthDeps,
  'db' | 'now' | 'accessTokens' | 'rateLimiter' | 'accounts' | 'withTransaction'
>;

/** What a sign-in or a refresh hands out. refreshToken is null when none was rotated. */
type TIssuedTokens = {
  accessToken: string;
  refreshToken: string | null;
  role: TRole;
  sessionExpiresAt: Date;
};

let dummyHash: Promise<string> | undefined;
/** Verified against when the e-mail is unknown, so both answers take about as long. */
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Grant type 0: e-mail and password. Failures count towards the per-account and per-IP locks. */
export async function signInWithPassword(
  deps: TSignInDeps,
  input: { email: string; password: string; ip: string; userAgent: string | null },
): Promise<TIssuedTokens> {
  const now = deps.now();
  const email = input.email.trim().toLowerCase();
  const lockKeys = [accountLockKey(email), ipLockKey(input.ip)];
  // Checked before the password, so that a correct password during a lock is refused too.
  await assertNotLimited(deps.rateLimiter, lockKeys, signInFailureRule, now);

  const user = await deps.accounts.findCredentialsByEmail(email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await countFailure(deps.rateLimiter, lockKeys, signInFailureRule, now);
    throw new AppError(ErrorCode.InvalidCredentials);
  }
  if (user.disabledAt) throw new AppError(ErrorCode.AccountDisabled);
  if (!user.activatedAt) throw new AppError(ErrorCode.AccountNotActivated);
  await deps.rateLimiter.reset(accountLockKey(email));

  const refreshToken = newOpaqueToken();
  const sessionExpiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const sessionId = await deps.db.transaction(async (tx) => {
    const id = await repo.insertSession(tx, {
      userId: user.id,
      createdAt: now,
      expiresAt: sessionExpiresAt,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await repo.insertRefreshToken(tx, id, hashOpaqueToken(refreshToken), now);
    return id;
  });
  const accessToken = await deps.accessTokens.sign({ userId: user.id, role: user.role, sessionId }, now);
  return { accessToken, refreshToken, role: user.role, sessionExpiresAt };
}

/**
 * Grant type 9. The rotating opaque refresh token is the primary path; the spec's web client
 * sends its current access token instead, which is honoured while its session is alive.
 */
export async function refreshSession(deps: TSignInDeps, token: string | undefined): Promise<TIssuedTokens> {
  if (!token) throw new AppError(ErrorCode.RefreshTokenInvalid);
  return looksLikeJwt(token) ? refreshWithAccessToken(deps, token) : rotateRefreshToken(deps, token);
}

function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}

async function refreshWithAccessToken(deps: TSignInDeps, accessToken: string): Promise<TIssuedTokens> {
  const now = deps.now();
  const claims = await deps.accessTokens.verify(accessToken, now);
  const session = claims && (await findAliveSession(deps.db, deps.accounts, claims.sessionId, now));
  if (!session) throw new AppError(ErrorCode.RefreshTokenInvalid);
  const next = await deps.accessTokens.sign(
    { userId: session.userId, role: session.role, sessionId: session.id },
    now,
  );
  return { accessToken: next, refreshToken: null, role: session.role, sessionExpiresAt: session.expiresAt };
}

async function rotateRefreshToken(deps: TSignInDeps, refreshToken: string): Promise<TIssuedTokens> {
  const now = deps.now();
  const tokenHash = hashOpaqueToken(refreshToken);
  const nextToken = newOpaqueToken();
  const session = await deps.withTransaction(async ({ unit, accounts }) => {
    const sessionId = await repo.spendRefreshToken(unit.db, tokenHash, now);
    if (!sessionId) return null;
    const alive = await findAliveSession(unit.db, accounts, sessionId, now);
    // Rolls the spend back: a dead session's token is refused, not counted as reused.
    if (!alive) throw new AppError(ErrorCode.RefreshTokenInvalid);
    await repo.insertRefreshToken(unit.db, sessionId, hashOpaqueToken(nextToken), now);
    return alive;
  });

  if (!session) {
    // A token spent before is presented again: someone holds a copy. End the whole session.
    const reusedSessionId = await repo.findRefreshTokenSession(deps.db, tokenHash);
    if (!reusedSessionId) throw new AppError(ErrorCode.RefreshTokenInvalid);
    await repo.revokeSession(deps.db, reusedSessionId, 'refresh_reuse', now);
    throw new AppError(ErrorCode.RefreshTokenReused);
  }
  const accessToken = await deps.accessTokens.sign(
    { userId: session.userId, role: session.role, sessionId: session.id },
    now,
  );
  return { accessToken, refreshToken: nextToken, role: session.role, sessionExpiresAt: session.expiresAt };
}

export async function logout(deps: Pick<TAuthDeps, 'db' | 'now'>, sessionId: string): Promise<void> {
  await repo.revokeSession(deps.db, sessionId, 'logout', deps.now());
}

/**
 * Wrong old passwords count like failed sign-ins, so a borrowed session cannot be used to guess
 * the password. The current session stays; every other one ends.
 */
export async function changePassword(
  deps: Pick<TAuthDeps, 'now' | 'rateLimiter' | 'accounts' | 'withTransaction'>,
  input: { userId: string; sessionId: string; oldPassword: string; newPassword: string },
): Promise<void> {
  const now = deps.now();
  const user = await deps.accounts.findCredentialsById(input.userId);
  if (!user) throw new AppError(ErrorCode.Unauthenticated);
  const lockKeys = [accountLockKey(user.email)];
  await assertNotLimited(deps.rateLimiter, lockKeys, signInFailureRule, now);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await countFailure(deps.rateLimiter, lockKeys, signInFailureRule, now);
    throw new AppError(ErrorCode.WrongOldPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.withTransaction(async ({ unit, accounts }) => {
    await accounts.setPasswordHash(user.id, passwordHash, now);
    await repo.revokeUserSessions(unit.db, user.id, 'password_changed', now, input.sessionId);
  });
}

/** Stops an account: it can no longer sign in, and every session ends at once. */
export async function disableAccount(
  deps: Pick<TAuthDeps, 'now' | 'withTransaction'>,
  userId: string,
): Promise<void> {
  const now = deps.now();
  await deps.withTransaction(async ({ unit, accounts }) => {
    await accounts.markDisabled(userId, now);
    await repo.revokeUserSessions(unit.db, userId, 'disabled', now);
  });
}

/** The session with its user's role, while it is neither revoked nor expired and the user not disabled. */
async function findAliveSession(
  db: DbOrTx,
  accounts: TAccountCredentials,
  sessionId: string,
  now: Date,
): Promise<(repo.TLiveSession & { role: TCredentials['role'] }) | undefined> {
  const session = await repo.findLiveSession(db, sessionId, now);
  const user = session && (await accounts.findCredentialsById(session.userId));
  if (!session || !user || user.disabledAt) return undefined;
  return { ...session, role: user.role };
}

/** Auth's calls, bound to the deps (and so to the transaction) they run in. */
export function createAuthService(deps: TAuthDeps) {
  return {
    signInWithPassword: (input: Parameters<typeof signInWithPassword>[1]) => signInWithPassword(deps, input),
    refreshSession: (token: string | undefined) => refreshSession(deps, token),
    logout: (sessionId: string) => logout(deps, sessionId),
    changePassword: (input: Parameters<typeof changePassword>[1]) => changePassword(deps, input),
    disableAccount: (userId: string) => disableAccount(deps, userId),
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;

/** A session is alive while it is neither revoked nor past its absolute expiry. */
export function createAuthSessionChecker(db: Db, now: () => Date): TSessionChecker {
  return (sessionId) => repo.isSessionAlive(db, sessionId, now());
}
