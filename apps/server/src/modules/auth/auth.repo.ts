import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens, authSessions, refreshTokens } from '../../db/schema/auth.ts';
import { announceSessionsEnded } from '../../platform/auth/session-cache.ts';

export type TRevokeReason = NonNullable<typeof authSessions.$inferSelect.revokedReason>;
export type TAccountTokenPurpose = typeof accountTokens.$inferSelect.purpose;

/** A session neither revoked nor expired by `now`. */
const liveSession = (now: Date) => and(isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now));

/** The link token with this hash, for this purpose. */
const tokenOf = (tokenHash: string, purpose: TAccountTokenPurpose) =>
  and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose));

/** That link token while it is unused and unexpired. */
const liveToken = (tokenHash: string, purpose: TAccountTokenPurpose, now: Date) =>
  and(tokenOf(tokenHash, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; createdAt: Date; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(authSessions).values(values).returning({ id: authSessions.id });
  if (!row) throw new Error('insert into auth_sessions returned no row');
  return row.id;
}

/** The address the user signed in from last, or null if none was recorded. */
export async function latestSessionAddress(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ ip: authSessions.ip })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(desc(authSessions.createdAt), desc(authSessions.id))
    .limit(1);
  return row?.ip ?? null;
}

/**
 * Ends the user's live sessions beyond the newest `keep` (always keeping keepSessionId). The caller
 * holds the user's row lock, so concurrent sign-ins of one user count each other's sessions.
 * Every function here that ends sessions announces them to every instance's session cache.
 */
export async function endSessionsBeyond(
  db: DbOrTx,
  options: { userId: string; keep: number; keepSessionId: string; now: Date },
) {
  const { userId, keep, keepSessionId, now } = options;
  const beyond = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), liveSession(now)))
    .orderBy(desc(authSessions.createdAt), desc(authSessions.id))
    .offset(keep - 1);
  if (beyond.length === 0) return;
  const ids = beyond.map((session) => session.id);
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: 'session_limit' })
    .where(inArray(authSessions.id, ids));
  await announceSessionsEnded(db, ids);
}

/** Deletes sessions that were revoked or have expired (their refresh tokens go with them). */
export async function deleteEndedSessions(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(authSessions)
    .where(or(lte(authSessions.revokedAt, now), lte(authSessions.expiresAt, now)))
    .returning({ id: authSessions.id });
  return deleted.length;
}

/**
 * A used link is kept this long, so that opening it again can say what happened (the account is
 * already active) rather than only that the link no longer works.
 */
export const USED_ACCOUNT_TOKEN_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** Deletes links that expired unused, and used ones past their retention. */
export async function deleteSpentAccountTokens(db: DbOrTx, now: Date): Promise<number> {
  const usedBefore = new Date(now.getTime() - USED_ACCOUNT_TOKEN_RETENTION_MS);
  const deleted = await db
    .delete(accountTokens)
    .where(
      or(
        and(isNull(accountTokens.usedAt), lte(accountTokens.expiresAt, now)),
        lte(accountTokens.usedAt, usedBefore),
      ),
    )
    .returning({ id: accountTokens.id });
  return deleted.length;
}

export type TLiveSession = { id: string; expiresAt: Date; userId: string };

/** The session while it is neither revoked nor expired; whether its user may still sign in is the accounts' call. */
export async function findLiveSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<TLiveSession | undefined> {
  const [row] = await db
    .select({ id: authSessions.id, expiresAt: authSessions.expiresAt, userId: authSessions.userId })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), liveSession(now)));
  return row;
}

/**
 * Revokes the sessions `where` picks that are not revoked yet, and announces them ended. Revoking
 * keeps the first reason: a later revoke of the same session changes nothing.
 */
async function revokeUnrevoked(db: DbOrTx, where: SQL | undefined, reason: TRevokeReason, now: Date) {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(where, isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await announceSessionsEnded(
    db,
    ended.map((session) => session.id),
  );
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: TRevokeReason, now: Date) {
  await revokeUnrevoked(db, eq(authSessions.id, sessionId), reason, now);
}

export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  reason: TRevokeReason,
  now: Date,
  keepSessionId?: string,
) {
  await revokeUnrevoked(
    db,
    and(eq(authSessions.userId, userId), keepSessionId ? ne(authSessions.id, keepSessionId) : undefined),
    reason,
    now,
  );
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string, now: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt: now });
}

/**
 * Marks an unspent refresh token spent and answers its session. The conditional update lets the
 * database decide between two requests presenting the same token: the second one waits for the
 * first one's row lock, then finds the token spent.
 */
export async function spendRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ spentAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.spentAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  return row?.sessionId;
}

export async function findRefreshTokenSession(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.sessionId;
}

/** A new link token; unused earlier ones of the same purpose stop working. */
export async function replaceAccountToken(
  db: DbOrTx,
  values: {
    userId: string;
    purpose: TAccountTokenPurpose;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, values.userId),
        eq(accountTokens.purpose, values.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values(values);
}

/** Whether a link's token is unused and unexpired, without spending it. */
export async function isAccountTokenLive(
  db: DbOrTx,
  tokenHash: string,
  purpose: TAccountTokenPurpose,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(liveToken(tokenHash, purpose, now));
  return row !== undefined;
}

/** The user of a link that was already used; undefined for an unknown or unused one. */
export async function findUsedAccountTokenUser(
  db: DbOrTx,
  tokenHash: string,
  purpose: TAccountTokenPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(tokenOf(tokenHash, purpose), isNotNull(accountTokens.usedAt)));
  return row?.userId;
}

/** Uses a link token once, before it expires; answers its user. */
export async function useAccountToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: TAccountTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(liveToken(tokenHash, purpose, now))
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}
