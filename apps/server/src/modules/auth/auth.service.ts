import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions } from '../../db/schema/auth.ts';
import type { TSessionChecker } from '../../platform/auth/authenticate.ts';

/** A session is alive while it is neither revoked nor past its absolute expiry. */
export function createAuthSessionChecker(db: Db, now: () => Date): TSessionChecker {
  return async (sessionId) => {
    const [row] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now())));
    return Boolean(row);
  };
}
