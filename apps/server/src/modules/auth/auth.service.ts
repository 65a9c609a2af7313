import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TRole } from '@app/contracts/enums';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TSessionLoader } from '../../platform/auth/session-cache.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash.ts';
import type { TUnitOfWork, TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService, TCredentials } from '../accounts/accounts.service.ts';
import { recordAudit, USER_SUBJECT } from '../audit/audit.service.ts';
import * as repo from './auth.repo.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import {
  accountAddressFailureRule,
  accountAddressLockKey,
  accountCaptchaRule,
  accountLockKey,
  addressFailureRule,
  countAttempt,
  ipLockKey,
  oldPasswordFailureRule,
  oldPasswordLockKey,
} from './rate-limits.ts';

/** A session lives at most 30 days from sign-in, however often it is refreshed. */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Signed in on more devices than this, the oldest session ends. */
export const LIVE_SESSIONS_PER_USER = 20;

/** What auth needs of an account: its credentials, read and changed through the accounts service. */
export type TAccountCredentials = Pick<
  TAccountsService,
  | 'findCredentialsByEmail'
  | 'findCredentialsById'
  | 'createClient'
  | 'setPasswordHash'
  | 'markActivated'
  | 'markDisabled'
  | 'lockUser'
>;

/** Auth runs on `db` (its own tables) and the accounts; withTransaction binds both to one transaction. */
export type TAuthDeps = Pick<TAppContext, 'now' | 'accessTokens' | 'rateLimiter' | 'captcha' | 'sessions'> & {
  db: DbOrTx;
  accounts: TAccountCredentials;
  withTransaction: TWithTransaction<{ unit: TUnitOfWork; accounts: TAccountCredentials }>;
};

type TSignInDeps = Pick<
  TAuthDeps,
  'db' | 'now' | 'accessTokens' | 'rateLimiter' | 'captcha' | 'accounts' | 'withTransaction' | 'sessions'
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

/**
 * Grant type 0: e-mail and password. Failures count towards the limits of rate-limits.ts; an
 * account attacked from many addresses asks for the not-a-robot check instead of refusing.
 */
export async function signInWithPassword(
  deps: TSignInDeps,
  input: { email: string; password: string; ip: string; userAgent: string | null; captcha?: string },
): Promise<TIssuedTokens> {
  const now = deps.now();
  const email = input.email.trim().toLowerCase();
  // Every attempt is counted before its password is checked, each key in one atomic upsert, so
  // that concurrent attempts cannot all pass a check made before any of them failed; a correct
  // password during a lock is refused too. A successful attempt gives its counts back below.
  await countAttempt(
    deps.rateLimiter,
    [accountAddressLockKey(email, input.ip)],
    accountAddressFailureRule,
    now,
  );
  await countAttempt(deps.rateLimiter, [ipLockKey(input.ip)], addressFailureRule, now);
  const onAccount = await deps.rateLimiter.hit(accountLockKey(email), accountCaptchaRule, now);
  if (onAccount.hits > accountCaptchaRule.limit) {
    if (!input.captcha) throw new AppError(ErrorCode.CaptchaRequired);
    if (!(await deps.captcha.verify(input.captcha, input.ip))) throw new AppError(ErrorCode.CaptchaFailed);
  }

  const user = await deps.accounts.findCredentialsByEmail(email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) throw new AppError(ErrorCode.InvalidCredentials);
  // The owner has proved the password: the account and this address start afresh.
  await deps.rateLimiter.reset(accountLockKey(email));
  await deps.rateLimiter.reset(accountAddressLockKey(email, input.ip));
  await deps.rateLimiter.undo(ipLockKey(input.ip), addressFailureRule, now);
  if (user.disabledAt) throw new AppError(ErrorCode.AccountDisabled);
  if (!user.activatedAt) throw new AppError(ErrorCode.AccountNotActivated);

  const refreshToken = newOpaqueToken();
  const sessionExpiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const sessionId = await deps.withTransaction(async ({ unit, accounts }) => {
    const id = await repo.insertSession(unit.db, {
      userId: user.id,
      createdAt: now,
      expiresAt: sessionExpiresAt,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await repo.insertRefreshToken(unit.db, id, hashOpaqueToken(refreshToken), now);
    // The user's row lock makes concurrent sign-ins of one user count each other's sessions.
    await accounts.lockUser(user.id);
    await repo.endSessionsBeyond(unit.db, {
      userId: user.id,
      keep: LIVE_SESSIONS_PER_USER,
      keepSessionId: id,
      now,
    });
    unit.afterCommit(deps.sessions.delivered);
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
    await deps.sessions.delivered();
    throw new AppError(ErrorCode.RefreshTokenReused);
  }
  const accessToken = await deps.accessTokens.sign(
    { userId: session.userId, role: session.role, sessionId: session.id },
    now,
  );
  return { accessToken, refreshToken: nextToken, role: session.role, sessionExpiresAt: session.expiresAt };
}

/** Answers once this instance refuses the session; the others hear of it at the commit. */
export async function logout(
  deps: Pick<TAuthDeps, 'db' | 'now' | 'sessions'>,
  sessionId: string,
): Promise<void> {
  await repo.revokeSession(deps.db, sessionId, 'logout', deps.now());
  await deps.sessions.delivered();
}

/**
 * Wrong old passwords count like failed sign-ins, so a borrowed session cannot be used to guess
 * the password. The current session stays; every other one ends.
 */
export async function changePassword(
  deps: Pick<TAuthDeps, 'now' | 'rateLimiter' | 'accounts' | 'withTransaction' | 'sessions'>,
  input: {
    userId: string;
    sessionId: string;
    oldPassword: string;
    newPassword: string;
    actor: TAuditActor;
  },
): Promise<void> {
  const now = deps.now();
  const user = await deps.accounts.findCredentialsById(input.userId);
  if (!user) throw new AppError(ErrorCode.Unauthenticated);
  const lockKey = oldPasswordLockKey(user.id);
  await countAttempt(deps.rateLimiter, [lockKey], oldPasswordFailureRule, now);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError(ErrorCode.WrongOldPassword);
  }
  await deps.rateLimiter.undo(lockKey, oldPasswordFailureRule, now);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.withTransaction(async ({ unit, accounts }) => {
    await accounts.setPasswordHash(user.id, passwordHash, now);
    await repo.revokeUserSessions(unit.db, user.id, 'password_changed', now, input.sessionId);
    unit.afterCommit(deps.sessions.delivered);
    const subject = { subjectType: USER_SUBJECT, subjectId: user.id };
    await recordAudit(unit.db, {
      actor: input.actor,
      action: 'account.password_changed',
      ...subject,
      at: now,
    });
  });
}

/** Stops an account: it can no longer sign in, and every session ends at once. */
export async function disableAccount(
  deps: Pick<TAuthDeps, 'now' | 'withTransaction' | 'sessions'>,
  userId: string,
): Promise<void> {
  const now = deps.now();
  await deps.withTransaction(async ({ unit, accounts }) => {
    await accounts.markDisabled(userId, now);
    await repo.revokeUserSessions(unit.db, userId, 'disabled', now);
    unit.afterCommit(deps.sessions.delivered);
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
    /** The address of the user's latest sign-in (the SOS procedure's fallback for a client's IP). */
    latestSignInAddress: (userId: string) => repo.latestSessionAddress(deps.db, userId),
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;

/** A session is alive while it is neither revoked nor past its absolute expiry (the session cache's loader). */
export function createAuthSessionLoader(db: Db): TSessionLoader {
  return (sessionId, now) => repo.findLiveSession(db, sessionId, now);
}
