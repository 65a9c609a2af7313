import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  lectureFeedback as feedback,
  lectures,
  lectureSignups as signups,
  type TLectureSignupStatus,
} from '../../db/schema/lectures.ts';
import { withTotal } from '../../platform/db/paging.ts';
import { listCounselorPeriods, listCounselorsPeriods } from '../../platform/db/periods.ts';

export type TLectureRow = typeof lectures.$inferSelect;
export type TSignupRow = typeof signups.$inferSelect;
export type TFeedbackRow = typeof feedback.$inferSelect;

/** Lectures that hold their counselor's time: taking sign-ups, or confirmed. */
const HOLDS_TIME = sql`${lectures.status} in ('open', 'confirmed')`;

export async function insertLecture(
  db: DbOrTx,
  values: Omit<typeof lectures.$inferInsert, 'id' | 'status' | 'memberCount'>,
): Promise<TLectureRow> {
  const [row] = await db.insert(lectures).values(values).returning();
  if (!row) throw new Error('lecture not inserted');
  return row;
}

/**
 * One lecture, or null. `forUpdate` locks its row until the transaction ends; with `skipLocked`
 * a row another transaction holds reads as null (a job leaves it to whoever has it).
 */
export async function findLecture(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean; skipLocked?: boolean } = {},
): Promise<TLectureRow | null> {
  const query = db.select().from(lectures).where(eq(lectures.id, id)).$dynamic();
  const [row] = await (options.forUpdate
    ? query.for('update', options.skipLocked ? { skipLocked: true } : {})
    : query);
  return row ?? null;
}

/** These lectures by id. */
export function findLectures(db: DbOrTx, ids: string[]): Promise<TLectureRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(lectures).where(inArray(lectures.id, ids));
}

/** One page of the lectures still to come that anyone may see, soonest first. */
export function listUpcoming(db: DbOrTx, options: { now: Date; limit: number; offset: number }) {
  const where = and(HOLDS_TIME, gt(lectures.startsAt, options.now));
  return withTotal(
    db
      .select()
      .from(lectures)
      .where(where)
      .orderBy(asc(lectures.startsAt), asc(lectures.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(lectures).where(where),
  );
}

/** One page of a counselor's lectures, the latest start first. */
export function listHosted(db: DbOrTx, options: { counselorId: string; limit: number; offset: number }) {
  const where = eq(lectures.counselorId, options.counselorId);
  return withTotal(
    db
      .select()
      .from(lectures)
      .where(where)
      .orderBy(desc(lectures.startsAt), desc(lectures.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(lectures).where(where),
  );
}

/** A counselor's open and confirmed lectures overlapping [from, to). */
export function listHostedPeriods(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return listCounselorPeriods(db, lectures, { ...options, where: HOLDS_TIME });
}

/** The same for several counselors in one read. */
export function listHostedPeriodsOf(db: DbOrTx, options: { counselorIds: string[]; from: Date; to: Date }) {
  return listCounselorsPeriods(db, lectures, { ...options, where: HOLDS_TIME });
}

/** Every open or confirmed lecture's id and last change (the sitemap's). */
export function listPublicIds(db: DbOrTx) {
  return db
    .select({ id: lectures.id, updatedAt: lectures.updatedAt })
    .from(lectures)
    .where(HOLDS_TIME)
    .orderBy(asc(lectures.startsAt));
}

export async function updateLecture(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<TLectureRow, 'status' | 'cancelCause' | 'cancelReason' | 'memberCount'>> & {
    updatedAt: Date;
  },
): Promise<TLectureRow> {
  const [row] = await db.update(lectures).set(values).where(eq(lectures.id, id)).returning();
  if (!row) throw new Error(`lecture ${id} not updated`);
  return row;
}

/** Adds `delta` to the member count (the lectures_member_count check bounds it). */
export async function changeMemberCount(
  db: DbOrTx,
  id: string,
  delta: number,
  now: Date,
): Promise<TLectureRow> {
  const [row] = await db
    .update(lectures)
    .set({ memberCount: sql`${lectures.memberCount} + ${delta}`, updatedAt: now })
    .where(eq(lectures.id, id))
    .returning();
  if (!row) throw new Error(`lecture ${id} not counted`);
  return row;
}

/** Open lectures whose sign-ups have closed, the earliest deadline first. */
export function listDueForSettlement(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: lectures.id })
    .from(lectures)
    .where(and(eq(lectures.status, 'open'), lte(lectures.signupDeadline, now)))
    .orderBy(asc(lectures.signupDeadline))
    .limit(limit);
}

/** Confirmed lectures that have ended, the earliest first. */
export function listDueForCompletion(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: lectures.id })
    .from(lectures)
    .where(and(eq(lectures.status, 'confirmed'), lte(lectures.endsAt, now)))
    .orderBy(asc(lectures.endsAt))
    .limit(limit);
}

export async function insertSignup(
  db: DbOrTx,
  values: { lectureId: string; clientId: string; email: string; paid: number; now: Date },
): Promise<TSignupRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(signups)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('sign-up not inserted');
  return row;
}

/** The client's active sign-up to the lecture, or null. */
export async function findActiveSignup(db: DbOrTx, lectureId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(signups)
    .where(
      and(eq(signups.lectureId, lectureId), eq(signups.clientId, clientId), eq(signups.status, 'active')),
    );
  return row ?? null;
}

/** The active sign-ups of these lectures, the earliest first. */
export function listActiveSignups(db: DbOrTx, lectureIds: string[]): Promise<TSignupRow[]> {
  if (lectureIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(signups)
    .where(and(inArray(signups.lectureId, lectureIds), eq(signups.status, 'active')))
    .orderBy(asc(signups.createdAt), asc(signups.id));
}

/** Ends active sign-ups (withdrawn or refunded); answers those it changed. */
export function endSignups(
  db: DbOrTx,
  ids: string[],
  status: Exclude<TLectureSignupStatus, 'active'>,
  now: Date,
): Promise<TSignupRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(signups)
    .set({ status, updatedAt: now })
    .where(and(inArray(signups.id, ids), eq(signups.status, 'active')))
    .returning();
}

/**
 * One page of a client's sign-ups of every status: lectures still to come first, the soonest
 * first, then those that have started, the latest first.
 */
export function listClientSignups(
  db: DbOrTx,
  options: { clientId: string; now: Date; limit: number; offset: number },
) {
  const where = eq(signups.clientId, options.clientId);
  const past = sql`(${lectures.startsAt} <= ${options.now})`;
  return withTotal(
    db
      .select({ signup: signups, lecture: lectures })
      .from(signups)
      .innerJoin(lectures, eq(lectures.id, signups.lectureId))
      .where(where)
      .orderBy(
        asc(past),
        asc(sql`case when ${past} then null else ${lectures.startsAt} end`),
        desc(lectures.startsAt),
        desc(signups.createdAt),
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(signups).where(where),
  );
}

/** A member's rating; null when that sign-up has already rated the lecture. */
export async function insertFeedback(
  db: DbOrTx,
  values: { signupId: string; lectureId: string; grade: number; comment: string; createdAt: Date },
): Promise<TFeedbackRow | null> {
  const [row] = await db.insert(feedback).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The ratings given through these sign-ups. */
export function listFeedbackOfSignups(db: DbOrTx, signupIds: string[]): Promise<TFeedbackRow[]> {
  if (signupIds.length === 0) return Promise.resolve([]);
  return db.select().from(feedback).where(inArray(feedback.signupId, signupIds));
}
