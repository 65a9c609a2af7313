import type { TCourseLength } from '@app/contracts/enums';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customConsultationRequests as requests } from '../../db/schema/custom-consultations.ts';
import { withTotal } from '../../platform/db/paging.ts';

export type TRequestRow = typeof requests.$inferSelect;

export async function insertRequest(
  db: DbOrTx,
  request: {
    clientId: string;
    counselorId: string;
    message: string;
    preferredTimes: string;
    length: TCourseLength;
    expiresAt: Date;
    now: Date;
  },
): Promise<TRequestRow> {
  const { now, ...values } = request;
  const [row] = await db
    .insert(requests)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('request not inserted');
  return row;
}

/** One request, or null. `forUpdate` locks its row until the transaction ends. */
export async function findRequest(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(requests).where(eq(requests.id, id)).$dynamic();
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/** One page of a party's requests, newest first, with how many there are. */
export function listRequests(
  db: DbOrTx,
  options: { party: 'client' | 'counselor'; userId: string; limit: number; offset: number },
) {
  const where = eq(options.party === 'client' ? requests.clientId : requests.counselorId, options.userId);
  return withTotal(
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(requests).where(where),
  );
}

/**
 * Answers a pending request: a guarded UPDATE … WHERE status = 'pending', so of two answers (or an
 * answer and the expiry job) one wins. Answers the row changed, or null when it was not pending.
 */
export async function answerPending(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<TRequestRow, 'status' | 'price' | 'courseId' | 'declineReason'>> & {
    status: TRequestRow['status'];
  },
  now: Date,
): Promise<TRequestRow | null> {
  const [row] = await db
    .update(requests)
    .set({ ...values, answeredAt: values.status === 'withdrawn' ? null : now, updatedAt: now })
    .where(and(eq(requests.id, id), eq(requests.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Pending requests whose answer time has ended, oldest first. */
export function listExpiredPending(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.status, 'pending'), lte(requests.expiresAt, now)))
    .orderBy(requests.expiresAt)
    .limit(limit);
}

/** Expires one pending request if its answer time has ended; null when it no longer was. */
export async function expirePending(db: DbOrTx, id: string, now: Date): Promise<TRequestRow | null> {
  const [row] = await db
    .update(requests)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(requests.id, id), eq(requests.status, 'pending'), lte(requests.expiresAt, now)))
    .returning();
  return row ?? null;
}
