import type { TServiceType } from '@app/contracts/enums';
import { and, asc, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { counselorLeaves, counselorScheduleSlots, counselorWeeklyHours } from '../../db/schema/schedule.ts';
import { listCounselorPeriods, listCounselorsPeriods, overlaps } from '../../platform/db/periods.ts';

/** Whether the counselor has a one-off service time that has not ended by `now`. */
export async function hasServiceTimeAhead(db: DbOrTx, counselorId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: counselorScheduleSlots.id })
    .from(counselorScheduleSlots)
    .where(and(eq(counselorScheduleSlots.counselorId, counselorId), gt(counselorScheduleSlots.endsAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Which of `counselorIds` offer `serviceType` in some service hour ahead: a range of their weekly
 * plan (it recurs without end) or a one-off service time that has not ended by `now`.
 */
export async function findCounselorsOffering(
  db: DbOrTx,
  options: { counselorIds: string[]; serviceType: TServiceType; now: Date },
): Promise<string[]> {
  if (options.counselorIds.length === 0) return [];
  const rows = await union(
    db
      .select({ counselorId: counselorWeeklyHours.counselorId })
      .from(counselorWeeklyHours)
      .where(
        and(
          inArray(counselorWeeklyHours.counselorId, options.counselorIds),
          eq(counselorWeeklyHours[options.serviceType], true),
        ),
      ),
    db
      .select({ counselorId: counselorScheduleSlots.counselorId })
      .from(counselorScheduleSlots)
      .where(
        and(
          inArray(counselorScheduleSlots.counselorId, options.counselorIds),
          eq(counselorScheduleSlots[options.serviceType], true),
          gt(counselorScheduleSlots.endsAt, options.now),
        ),
      ),
  );
  return rows.map((row) => row.counselorId);
}

/** A range of a weekly plan: its weekday, minutes, service types and zone. */
const weeklyHoursColumns = {
  weekday: counselorWeeklyHours.weekday,
  startMinute: counselorWeeklyHours.startMinute,
  endMinute: counselorWeeklyHours.endMinute,
  voice: counselorWeeklyHours.voice,
  video: counselorWeeklyHours.video,
  timeZone: counselorWeeklyHours.timeZone,
};
const byWeekdayAndStart = [asc(counselorWeeklyHours.weekday), asc(counselorWeeklyHours.startMinute)];

/** The counselor's weekly plan, by weekday and start. */
export function listWeeklyHours(db: DbOrTx, counselorId: string) {
  return db
    .select(weeklyHoursColumns)
    .from(counselorWeeklyHours)
    .where(eq(counselorWeeklyHours.counselorId, counselorId))
    .orderBy(...byWeekdayAndStart);
}

/** Several counselors' weekly plans in one read, with whose each range is. */
export function listWeeklyHoursOf(db: DbOrTx, counselorIds: string[]) {
  return db
    .select({ counselorId: counselorWeeklyHours.counselorId, ...weeklyHoursColumns })
    .from(counselorWeeklyHours)
    .where(inArray(counselorWeeklyHours.counselorId, counselorIds))
    .orderBy(...byWeekdayAndStart);
}

/** Several counselors' one-off service times overlapping [from, to), in one read. */
export function listServiceTimePeriodsOf(
  db: DbOrTx,
  options: { counselorIds: string[]; from: Date; to: Date },
) {
  return listCounselorsPeriods(db, counselorScheduleSlots, options);
}

/** Several counselors' leave overlapping [from, to), in one read. */
export function listLeavePeriodsOf(db: DbOrTx, options: { counselorIds: string[]; from: Date; to: Date }) {
  return listCounselorsPeriods(db, counselorLeaves, options);
}

/** Replaces the counselor's weekly plan whole. */
export async function replaceWeeklyHours(
  db: DbOrTx,
  counselorId: string,
  plan: {
    timeZone: string;
    ranges: { weekday: number; startMinute: number; endMinute: number; voice: boolean; video: boolean }[];
  },
): Promise<void> {
  await db.delete(counselorWeeklyHours).where(eq(counselorWeeklyHours.counselorId, counselorId));
  if (plan.ranges.length === 0) return;
  await db
    .insert(counselorWeeklyHours)
    .values(plan.ranges.map((range) => ({ ...range, counselorId, timeZone: plan.timeZone })));
}

/** The counselor's one-off service times overlapping [from, to), with their ids and service types: the calendar's. */
export function listServiceTimeRows(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return db
    .select({
      id: counselorScheduleSlots.id,
      seriesId: counselorScheduleSlots.seriesId,
      startsAt: counselorScheduleSlots.startsAt,
      endsAt: counselorScheduleSlots.endsAt,
      voice: counselorScheduleSlots.voice,
      video: counselorScheduleSlots.video,
    })
    .from(counselorScheduleSlots)
    .where(
      and(
        eq(counselorScheduleSlots.counselorId, options.counselorId),
        overlaps(counselorScheduleSlots, options.from, options.to),
      ),
    )
    .orderBy(asc(counselorScheduleSlots.startsAt));
}

/** Adds one-off service times. */
export async function insertServiceTimes(
  db: DbOrTx,
  rows: {
    counselorId: string;
    startsAt: Date;
    endsAt: Date;
    voice: boolean;
    video: boolean;
    seriesId: string | null;
  }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(counselorScheduleSlots).values(rows);
}

/** The one-off service time with this id, while it is this counselor's. */
const ownServiceTime = (options: { counselorId: string; id: string }) =>
  and(eq(counselorScheduleSlots.id, options.id), eq(counselorScheduleSlots.counselorId, options.counselorId));

/** One of the counselor's one-off service times, or null (someone else's is not found either). */
export async function findServiceTime(db: DbOrTx, options: { counselorId: string; id: string }) {
  const [row] = await db
    .select({ startsAt: counselorScheduleSlots.startsAt, endsAt: counselorScheduleSlots.endsAt })
    .from(counselorScheduleSlots)
    .where(ownServiceTime(options));
  return row ?? null;
}

/** Moves one of the counselor's one-off service times; it leaves its series. */
export async function moveServiceTime(
  db: DbOrTx,
  options: { counselorId: string; id: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db
    .update(counselorScheduleSlots)
    .set({ startsAt: options.startsAt, endsAt: options.endsAt, seriesId: null })
    .where(ownServiceTime(options));
}

/** Removes one of the counselor's one-off service times; false when there was none. */
export async function deleteServiceTime(
  db: DbOrTx,
  options: { counselorId: string; id: string },
): Promise<boolean> {
  const removed = await db
    .delete(counselorScheduleSlots)
    .where(ownServiceTime(options))
    .returning({ id: counselorScheduleSlots.id });
  return removed.length > 0;
}

/** The counselor's leave overlapping [from, to) with ids and reasons: the calendar's. */
export function listLeaveRows(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return db
    .select({
      id: counselorLeaves.id,
      startsAt: counselorLeaves.startsAt,
      endsAt: counselorLeaves.endsAt,
      reason: counselorLeaves.reason,
    })
    .from(counselorLeaves)
    .where(
      and(
        eq(counselorLeaves.counselorId, options.counselorId),
        overlaps(counselorLeaves, options.from, options.to),
      ),
    )
    .orderBy(asc(counselorLeaves.startsAt));
}

/** A counselor's leave overlapping [from, to), earliest first. */
export function listLeavePeriods(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return listCounselorPeriods(db, counselorLeaves, options);
}

/** Records a leave; the exclusion constraint refuses one overlapping another of the counselor's. */
export async function insertLeave(
  db: DbOrTx,
  leave: { counselorId: string; startsAt: Date; endsAt: Date; reason: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(counselorLeaves).values(leave).returning({ id: counselorLeaves.id });
  if (!row) throw new Error('leave not inserted');
  return row.id;
}

/**
 * Ends one of the counselor's leaves that has not ended by `now`: one not yet begun is removed,
 * one under way ends at `now`. Answers which, or null when no such leave is theirs.
 */
export async function endLeave(
  db: DbOrTx,
  options: { counselorId: string; id: string; now: Date },
): Promise<'removed' | 'shortened' | null> {
  const own = and(
    eq(counselorLeaves.id, options.id),
    eq(counselorLeaves.counselorId, options.counselorId),
    gt(counselorLeaves.endsAt, options.now),
  );
  const removed = await db
    .delete(counselorLeaves)
    .where(and(own, gte(counselorLeaves.startsAt, options.now)))
    .returning({ id: counselorLeaves.id });
  if (removed.length > 0) return 'removed';
  const shortened = await db
    .update(counselorLeaves)
    .set({ endsAt: options.now })
    .where(and(own, lt(counselorLeaves.startsAt, options.now)))
    .returning({ id: counselorLeaves.id });
  return shortened.length > 0 ? 'shortened' : null;
}

/** A counselor's leaves that have not ended by `now`, latest start first. */
export async function listLeavesAhead(db: DbOrTx, options: { counselorId: string; now: Date }) {
  return db
    .select({
      id: counselorLeaves.id,
      startsAt: counselorLeaves.startsAt,
      endsAt: counselorLeaves.endsAt,
      reason: counselorLeaves.reason,
      createdAt: counselorLeaves.createdAt,
    })
    .from(counselorLeaves)
    .where(and(eq(counselorLeaves.counselorId, options.counselorId), gt(counselorLeaves.endsAt, options.now)))
    .orderBy(desc(counselorLeaves.startsAt));
}
