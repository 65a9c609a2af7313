import { canTransitionCourse, type TInterruptionOutcome } from '@app/contracts/courses';
import {
  CourseStatus,
  CourseType,
  type TCourseLength,
  type TCourseStatus,
  type TCourseType,
} from '@app/contracts/enums';
import {
  and,
  asc,
  avg,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  ne,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseFeedback, courses } from '../../db/schema/courses.ts';
import { withTotal } from '../../platform/db/paging.ts';
import { listCounselorPeriods, listCounselorsPeriods, overlaps } from '../../platform/db/periods.ts';

export type TCourseParty = 'client' | 'counselor';

/** The columns every listing of a course shows (the service's courseSummary). */
const summaryColumns = {
  id: courses.id,
  type: courses.type,
  status: courses.status,
  length: courses.length,
  voiceOnly: courses.voiceOnly,
  startsAt: courses.startsAt,
  endsAt: courses.endsAt,
};

/**
 * One page of the courses a party still has ahead: not completed or canceled and not ended by
 * `now`, soonest first, with the number of such courses.
 */
export async function listUpcoming(
  db: DbOrTx,
  options: { party: TCourseParty; userId: string; now: Date; limit: number; offset: number },
) {
  const where = and(
    eq(options.party === 'client' ? courses.clientId : courses.counselorId, options.userId),
    notInArray(courses.status, [CourseStatus.Completed, CourseStatus.Canceled]),
    gt(courses.endsAt, options.now),
  );
  return withTotal(
    db
      .select({ ...summaryColumns, counselorId: courses.counselorId, clientId: courses.clientId })
      .from(courses)
      .where(where)
      // The id breaks ties between courses of the same start, so pages never overlap.
      .orderBy(asc(courses.startsAt), asc(courses.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(courses).where(where),
  );
}

/** What the session room needs to know of a course: its parties, times, kind and state. */
export async function findForRoom(db: DbOrTx, courseId: string) {
  const [course] = await db
    .select({
      ...summaryColumns,
      clientId: courses.clientId,
      counselorId: courses.counselorId,
      extensionSeconds: courses.extensionSeconds,
      interruptedAt: courses.interruptedAt,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

/** What a calendar invitation of a course needs: its parties, times, state and last change. */
export async function findForInvitation(db: DbOrTx, courseId: string) {
  const [course] = await db
    .select({
      id: courses.id,
      status: courses.status,
      clientId: courses.clientId,
      counselorId: courses.counselorId,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

/** Courses under way whose room has closed (their end, length plus buffer, has passed). */
export async function listUnderProgressEndedBy(db: DbOrTx, now: Date) {
  return db
    .select({ id: courses.id, counselorId: courses.counselorId })
    .from(courses)
    .where(and(eq(courses.status, CourseStatus.UnderProgress), lte(courses.endsAt, now)))
    .orderBy(asc(courses.endsAt), asc(courses.id));
}

/**
 * A course whose room a party has entered is under way (Init → UnderProgress; others unchanged).
 * True when this call started it.
 */
export async function markUnderProgress(db: DbOrTx, courseId: string, now: Date): Promise<boolean> {
  const started = await db
    .update(courses)
    .set({ status: CourseStatus.UnderProgress, updatedAt: now })
    .where(and(eq(courses.id, courseId), eq(courses.status, CourseStatus.Init)))
    .returning({ id: courses.id });
  return started.length > 0;
}

/** The course, while it is this counselor's and not yet completed or canceled. */
function openCourseOf(courseId: string, counselorId: string) {
  return and(
    eq(courses.id, courseId),
    eq(courses.counselorId, counselorId),
    inArray(courses.status, [CourseStatus.Init, CourseStatus.UnderProgress]),
  );
}

/**
 * Marks the course Completed by its counselor, once: answers false when it was not open to
 * completion (already completed, canceled, or another counselor's).
 */
export async function complete(
  db: DbOrTx,
  options: { courseId: string; counselorId: string; byClock?: boolean; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(courses)
    .set({
      status: CourseStatus.Completed,
      completedAt: options.now,
      // Nobody ended a session the clock ended.
      completedBy: options.byClock ? null : options.counselorId,
      updatedAt: options.now,
    })
    .where(openCourseOf(options.courseId, options.counselorId))
    .returning({ id: courses.id });
  return updated.length === 1;
}

/**
 * Sets the talking time's extension of a course under way, by its counselor: answers false when
 * the course is not this counselor's or not under way.
 */
export async function setExtension(
  db: DbOrTx,
  options: { courseId: string; counselorId: string; extensionSeconds: number; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(courses)
    .set({ extensionSeconds: options.extensionSeconds, updatedAt: options.now })
    .where(
      and(
        eq(courses.id, options.courseId),
        eq(courses.counselorId, options.counselorId),
        eq(courses.status, CourseStatus.UnderProgress),
      ),
    )
    .returning({ id: courses.id });
  return updated.length === 1;
}

/** Booked courses (neither canceled nor completed, nor waiting or unpaid) starting in (after, until]. */
export async function listStartingBetween(db: DbOrTx, options: { after: Date; until: Date }) {
  return db
    .select({
      id: courses.id,
      clientId: courses.clientId,
      counselorId: courses.counselorId,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .where(
      and(
        inArray(courses.status, [CourseStatus.Init, CourseStatus.UnderProgress]),
        gt(courses.startsAt, options.after),
        lte(courses.startsAt, options.until),
      ),
    )
    .orderBy(asc(courses.startsAt), asc(courses.id));
}

/**
 * Cancels a course whose session was interrupted, with what it owes; once: answers false when it
 * was not open (already completed, canceled, or another counselor's).
 */
export async function interrupt(
  db: DbOrTx,
  options: {
    courseId: string;
    counselorId: string;
    deliveredSeconds: number;
    outcome: TInterruptionOutcome;
    counselorSharePermille: number;
    now: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(courses)
    .set({
      status: CourseStatus.Canceled,
      interruptedAt: options.now,
      interruptedBy: options.counselorId,
      deliveredSeconds: options.deliveredSeconds,
      interruptionOutcome: options.outcome,
      counselorSharePermille: options.counselorSharePermille,
      updatedAt: options.now,
    })
    .where(openCourseOf(options.courseId, options.counselorId))
    .returning({ id: courses.id });
  return updated.length === 1;
}

/** Stores a rating, once per course: answers null when the course already has one. */
export async function insertFeedback(
  db: DbOrTx,
  feedback: {
    courseId: string;
    clientId: string;
    counselorId: string;
    grade: number;
    comment: string;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(courseFeedback).values(feedback).onConflictDoNothing().returning();
  return row ?? null;
}

/** The periods a counselor's courses (not canceled) take, buffer included, that overlap [from, to). */
export function listBookedPeriods(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return listCounselorPeriods(db, courses, { ...options, where: ne(courses.status, CourseStatus.Canceled) });
}

/** Several counselors' courses (not canceled) overlapping [from, to), in one read. */
export function listBookedPeriodsOf(db: DbOrTx, options: { counselorIds: string[]; from: Date; to: Date }) {
  return listCounselorsPeriods(db, courses, { ...options, where: ne(courses.status, CourseStatus.Canceled) });
}

/** A counselor's courses (not canceled) overlapping [from, to), for the calendar: one query. */
export function listCalendarCourses(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return db
    .select({
      id: courses.id,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
      status: courses.status,
      voiceOnly: courses.voiceOnly,
      clientId: courses.clientId,
    })
    .from(courses)
    .where(
      and(
        eq(courses.counselorId, options.counselorId),
        ne(courses.status, CourseStatus.Canceled),
        overlaps(courses, options.from, options.to),
      ),
    )
    .orderBy(asc(courses.startsAt));
}

/** Booked courses a counselor's leave would cancel: not yet started by `now`, not ended or canceled, overlapping [from, to). */
const cancellableInPeriod = (options: { counselorId: string; from: Date; to: Date; now: Date }) =>
  and(
    eq(courses.counselorId, options.counselorId),
    inArray(courses.status, [CourseStatus.Init, CourseStatus.Waiting, CourseStatus.Unpaid]),
    gt(courses.startsAt, options.now),
    overlaps(courses, options.from, options.to),
  );

export async function countCancellableInPeriod(
  db: DbOrTx,
  options: { counselorId: string; from: Date; to: Date; now: Date },
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(cancellableInPeriod(options));
  return row?.total ?? 0;
}

/** Cancels those courses for the counselor's leave, with its reason; answers each one canceled, soonest first. */
export async function cancelInPeriod(
  db: DbOrTx,
  options: { counselorId: string; from: Date; to: Date; now: Date; reason: string },
) {
  const canceled = await db
    .update(courses)
    .set({
      status: CourseStatus.Canceled,
      canceledAt: options.now,
      canceledBy: options.counselorId,
      cancelReason: options.reason,
      updatedAt: options.now,
    })
    .where(cancellableInPeriod(options))
    .returning({
      id: courses.id,
      type: courses.type,
      clientId: courses.clientId,
      startsAt: courses.startsAt,
    });
  return canceled.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Each counselor's number of ratings and their average, for the counselors that have any. */
export async function feedbackSummaries(db: DbOrTx, counselorIds: readonly string[]) {
  if (counselorIds.length === 0) return [];
  return db
    .select({
      counselorId: courseFeedback.counselorId,
      feedbackCount: count(),
      averageGrade: avg(courseFeedback.grade),
    })
    .from(courseFeedback)
    .where(inArray(courseFeedback.counselorId, [...counselorIds]))
    .groupBy(courseFeedback.counselorId);
}

/** A counselor's latest ratings that came with words, newest first. */
export async function listRecentComments(
  db: DbOrTx,
  options: { counselorId: string; limit: number; offset?: number },
) {
  return db
    .select({
      grade: courseFeedback.grade,
      comment: courseFeedback.comment,
      createdAt: courseFeedback.createdAt,
    })
    .from(courseFeedback)
    .where(and(eq(courseFeedback.counselorId, options.counselorId), ne(courseFeedback.comment, '')))
    .orderBy(desc(courseFeedback.createdAt), desc(courseFeedback.courseId))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** How many of a counselor's ratings came with a comment. */
export async function countComments(db: DbOrTx, counselorId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(courseFeedback)
    .where(and(eq(courseFeedback.counselorId, counselorId), ne(courseFeedback.comment, '')));
  return row?.total ?? 0;
}

/** Cancels a client's booked courses that have not started, with why; answers each one canceled. */
export async function cancelClientBookings(
  db: DbOrTx,
  options: { clientId: string; now: Date; reason: string },
) {
  return db
    .update(courses)
    .set({
      status: CourseStatus.Canceled,
      canceledAt: options.now,
      cancelReason: options.reason,
      updatedAt: options.now,
    })
    .where(
      and(
        eq(courses.clientId, options.clientId),
        inArray(courses.status, [CourseStatus.Init, CourseStatus.Waiting, CourseStatus.Unpaid]),
        gt(courses.startsAt, options.now),
      ),
    )
    .returning({
      id: courses.id,
      type: courses.type,
      counselorId: courses.counselorId,
      startsAt: courses.startsAt,
    });
}

/** The cancel reason of a session voided because a party did not come (the no-show rule). */
export const NO_SHOW_REASON = 'no_show';

/** Why a slot held or offered to a client was let go unbooked: never one of their sessions. */
const NEVER_BOOKED_REASONS = ['hold_expired', 'offer_lapsed', 'offer_declined'];

/**
 * One page of a client's past sessions (completed, canceled, or ended by `now`), newest first,
 * each with its rating when there is one and how it was canceled, and the number of such
 * sessions. A hold or offer let go unbooked is not one of them.
 */
export async function listClientRecords(
  db: DbOrTx,
  options: { clientId: string; now: Date; limit: number; offset: number },
) {
  const where = and(
    eq(courses.clientId, options.clientId),
    or(
      inArray(courses.status, [CourseStatus.Completed, CourseStatus.Canceled]),
      lte(courses.endsAt, options.now),
    ),
    or(
      ne(courses.status, CourseStatus.Canceled),
      isNull(courses.cancelReason),
      notInArray(courses.cancelReason, NEVER_BOOKED_REASONS),
    ),
  );
  return withTotal(
    db
      .select({
        ...summaryColumns,
        counselorId: courses.counselorId,
        canceledAt: courses.canceledAt,
        canceledBy: courses.canceledBy,
        cancelReason: courses.cancelReason,
        interruptedAt: courses.interruptedAt,
        grade: courseFeedback.grade,
        comment: courseFeedback.comment,
        ratedAt: courseFeedback.createdAt,
      })
      .from(courses)
      .leftJoin(courseFeedback, eq(courseFeedback.courseId, courses.id))
      .where(where)
      .orderBy(desc(courses.startsAt), desc(courses.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(courses).where(where),
  );
}

/** One page of the ratings a counselor received, newest first, with the number of ratings. */
export async function listReceivedFeedback(
  db: DbOrTx,
  options: { counselorId: string; limit: number; offset: number },
) {
  const where = eq(courseFeedback.counselorId, options.counselorId);
  return withTotal(
    db
      .select({
        courseId: courseFeedback.courseId,
        clientId: courseFeedback.clientId,
        grade: courseFeedback.grade,
        comment: courseFeedback.comment,
        createdAt: courseFeedback.createdAt,
        courseStartsAt: courses.startsAt,
      })
      .from(courseFeedback)
      .innerJoin(courses, eq(courses.id, courseFeedback.courseId))
      .where(where)
      .orderBy(desc(courseFeedback.createdAt), desc(courseFeedback.courseId))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(courseFeedback).where(where),
  );
}

/** A new booking: Init when paid, Unpaid while its slot is held. The exclusion constraint may refuse it (23P01). */
export async function insertBooking(
  db: DbOrTx,
  booking: {
    id: string;
    /** A topic's booking, a free trial (TestCourse) or a custom consultation (Treatment). */
    type: TCourseType;
    /** The topic booked; null for a free trial or a custom consultation. */
    issueCourseId: string | null;
    clientId: string;
    counselorId: string;
    status: TCourseStatus;
    length: TCourseLength;
    startsAt: Date;
    endsAt: Date;
    price: number;
    bonusPoints: number;
    couponCode: string | null;
    couponDiscount: number;
    paidPoints: number;
    holdExpiresAt: Date | null;
    now: Date;
  },
): Promise<string> {
  const { now, ...values } = booking;
  const [row] = await db
    .insert(courses)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: courses.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}

/** Whether the client has had a free trial take place. */
export async function hasCompletedTrial(db: DbOrTx, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.clientId, clientId),
        eq(courses.type, CourseType.TestCourse),
        eq(courses.status, CourseStatus.Completed),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The status, cancel reason, start and hold of each of these courses, by id. */
export async function findStates(db: DbOrTx, courseIds: string[]) {
  const rows =
    courseIds.length === 0
      ? []
      : await db
          .select({
            id: courses.id,
            status: courses.status,
            cancelReason: courses.cancelReason,
            startsAt: courses.startsAt,
            holdExpiresAt: courses.holdExpiresAt,
          })
          .from(courses)
          .where(inArray(courses.id, courseIds));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** Everything stored about one course, or null. `forUpdate` locks its row until the transaction ends. */
export async function findCourse(db: DbOrTx, courseId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(courses).where(eq(courses.id, courseId)).$dynamic();
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}
export type TCourseRow = typeof courses.$inferSelect;

/**
 * The one way a booking's status changes: a guarded UPDATE … WHERE status = from, for a pair
 * COURSE_STATUS_TRANSITIONS allows. Answers false when the course was no longer in `from` (another
 * change won the race), so that whatever goes with the change (a refund, a payment) happens once.
 */
export async function transitionStatus(
  db: DbOrTx,
  options: {
    courseId: string;
    from: TCourseStatus;
    to: TCourseStatus;
    now: Date;
    set?: Partial<Omit<typeof courses.$inferInsert, 'id' | 'status'>>;
    /** Extra conditions, e.g. the hold has expired. */
    where?: SQL;
  },
): Promise<boolean> {
  if (!canTransitionCourse(options.from, options.to)) {
    throw new Error(`course status ${String(options.from)} → ${String(options.to)} is not allowed`);
  }
  const updated = await db
    .update(courses)
    .set({ ...options.set, status: options.to, updatedAt: options.now })
    .where(and(eq(courses.id, options.courseId), eq(courses.status, options.from), options.where))
    .returning({ id: courses.id });
  return updated.length === 1;
}

/** Unpaid bookings whose hold ended by `now`. */
export function listExpiredHolds(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: courses.id, counselorId: courses.counselorId })
    .from(courses)
    .where(and(eq(courses.status, CourseStatus.Unpaid), lte(courses.holdExpiresAt, now)))
    .orderBy(asc(courses.holdExpiresAt))
    .limit(limit);
}

/** Booked courses that started at least `graceMs` ago and the no-show rule has not looked at. */
export function listNoShowCandidates(db: DbOrTx, options: { startedBy: Date; now: Date }) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        inArray(courses.status, [CourseStatus.Init, CourseStatus.UnderProgress]),
        lte(courses.startsAt, options.startedBy),
        gt(courses.endsAt, options.now),
        isNull(courses.noShowCheckedAt),
      ),
    )
    .orderBy(asc(courses.startsAt))
    .limit(200);
}

/** Marks that the no-show rule has looked at the course. */
export async function markNoShowChecked(db: DbOrTx, courseId: string, now: Date): Promise<void> {
  await db.update(courses).set({ noShowCheckedAt: now }).where(eq(courses.id, courseId));
}

/** A held course whose hold has ended by `now`. */
export const holdEndedBy = (now: Date) => lte(courses.holdExpiresAt, now);

/** Releases a held booking whose hold has ended by `now` (Unpaid → Canceled); false when it was paid or released first. */
export function releaseHold(db: DbOrTx, courseId: string, now: Date): Promise<boolean> {
  return transitionStatus(db, {
    courseId,
    from: CourseStatus.Unpaid,
    to: CourseStatus.Canceled,
    now,
    set: { canceledAt: now, cancelReason: 'hold_expired' },
    where: holdEndedBy(now),
  });
}

/** Courses that were booked (not held or offered) and not canceled. */
const bookedNotCanceled = notInArray(courses.status, [
  CourseStatus.Canceled,
  CourseStatus.Unpaid,
  CourseStatus.Waiting,
]);

const partiesAre = (options: { counselorId: string; clientId: string }) =>
  and(eq(courses.counselorId, options.counselorId), eq(courses.clientId, options.clientId));

/** Whether a course of the counselor with the client exists that was booked (not held or offered) and not canceled. */
export async function hasCourseBetween(
  db: DbOrTx,
  options: { counselorId: string; clientId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(partiesAre(options), bookedNotCanceled))
    .limit(1);
  return row !== undefined;
}

/**
 * The sessions of the client with the counselor that took place, latest first: under way, completed,
 * or interrupted in the room. None of them can stop being one.
 */
export async function listHeldBetween(db: DbOrTx, options: { counselorId: string; clientId: string }) {
  return db
    .select({ id: courses.id, startsAt: courses.startsAt, status: courses.status })
    .from(courses)
    .where(
      and(
        partiesAre(options),
        or(
          inArray(courses.status, [CourseStatus.UnderProgress, CourseStatus.Completed]),
          isNotNull(courses.interruptedAt),
        ),
      ),
    )
    .orderBy(desc(courses.startsAt));
}

/** The clients with a booked, not canceled course with the counselor, and their latest one's start. */
export async function listBookedClientsOf(db: DbOrTx, counselorId: string) {
  return db
    .select({ clientId: courses.clientId, lastStartsAt: max(courses.startsAt).mapWith(courses.startsAt) })
    .from(courses)
    .where(and(eq(courses.counselorId, counselorId), bookedNotCanceled))
    .groupBy(courses.clientId)
    .orderBy(desc(max(courses.startsAt)));
}
