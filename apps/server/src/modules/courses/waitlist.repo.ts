import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courses,
  waitlistEntries,
  waitlistOffers,
  type TWaitlistEntryStatus,
  type TWaitlistOfferOutcome,
} from '../../db/schema/courses.ts';

export type TWaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** A new waiting entry; the partial unique index refuses a second live one of the client and topic (23505). */
export async function insertEntry(
  db: DbOrTx,
  entry: Omit<typeof waitlistEntries.$inferInsert, 'id' | 'status' | 'updatedAt'> & { createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(waitlistEntries)
    .values({ ...entry, updatedAt: entry.createdAt })
    .returning({ id: waitlistEntries.id });
  if (!row) throw new Error('waitlist entry not inserted');
  return row.id;
}

export async function findEntry(db: DbOrTx, entryId: string) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return row ?? null;
}

/** The client's waiting entries, first joined first, each with its open offer (if any). */
export function listClientEntries(db: DbOrTx, clientId: string) {
  return db
    .select({
      entry: waitlistEntries,
      offer: {
        courseId: waitlistOffers.courseId,
        startsAt: courses.startsAt,
        endsAt: courses.endsAt,
        expiresAt: waitlistOffers.expiresAt,
        price: courses.price,
        status: courses.status,
      },
    })
    .from(waitlistEntries)
    .leftJoin(
      waitlistOffers,
      and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.outcome, 'open')),
    )
    .leftJoin(courses, eq(courses.id, waitlistOffers.courseId))
    .where(and(eq(waitlistEntries.clientId, clientId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt));
}

/** A counselor's waiting entries in the order they are offered slots: first joined first. */
export function listWaitingEntries(db: DbOrTx, counselorId: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.counselorId, counselorId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Counselors someone waits for (the minute job's sweep). */
export async function listCounselorsWaitedFor(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ counselorId: waitlistEntries.counselorId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'));
  return rows.map((row) => row.counselorId);
}

export async function setEntryStatus(
  db: DbOrTx,
  options: { entryId: string; from: TWaitlistEntryStatus; to: TWaitlistEntryStatus; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(waitlistEntries)
    .set({ status: options.to, updatedAt: options.now })
    .where(and(eq(waitlistEntries.id, options.entryId), eq(waitlistEntries.status, options.from)))
    .returning({ id: waitlistEntries.id });
  return updated.length === 1;
}

export async function insertOffer(
  db: DbOrTx,
  offer: { entryId: string; courseId: string; startsAt: Date; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(waitlistOffers).values(offer);
}

/** The offers an entry has had (open or closed): a start once offered is not offered to it again. */
export async function offeredStarts(db: DbOrTx, entryIds: string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await db
    .select({ entryId: waitlistOffers.entryId, startsAt: waitlistOffers.startsAt })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, entryIds));
  return new Set(rows.map((row) => `${row.entryId}|${row.startsAt.toISOString()}`));
}

/** The offer that holds a course, with its entry; null when the course is no offer. */
export async function findOfferOfCourse(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.courseId, courseId));
  return row ?? null;
}

/** Closes the open offer of a course; false when it was closed already. */
export async function closeOffer(
  db: DbOrTx,
  options: { courseId: string; outcome: Exclude<TWaitlistOfferOutcome, 'open'>; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(waitlistOffers)
    .set({ outcome: options.outcome, closedAt: options.now })
    .where(and(eq(waitlistOffers.courseId, options.courseId), eq(waitlistOffers.outcome, 'open')))
    .returning({ id: waitlistOffers.id });
  return updated.length === 1;
}

/** Open offers of the counselor, with their course's status now (the matcher settles those whose course moved on). */
export function listOpenOffers(db: DbOrTx, counselorId: string) {
  return db
    .select({
      courseId: waitlistOffers.courseId,
      entryId: waitlistOffers.entryId,
      expiresAt: waitlistOffers.expiresAt,
      courseStatus: courses.status,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(courses, eq(courses.id, waitlistOffers.courseId))
    .where(and(eq(waitlistEntries.counselorId, counselorId), eq(waitlistOffers.outcome, 'open')));
}
