import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counselorLeaves, counselorScheduleSlots } from '../../db/schema/schedule.ts';
import { listCounselorPeriods } from '../../platform/db/periods.ts';

/** Whether the counselor has a service time that has not ended by `now`. */
export async function hasServiceTimeAhead(db: DbOrTx, counselorId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: counselorScheduleSlots.id })
    .from(counselorScheduleSlots)
    .where(and(eq(counselorScheduleSlots.counselorId, counselorId), gt(counselorScheduleSlots.endsAt, now)))
    .limit(1);
  return Boolean(row);
}

/** A counselor's service times that overlap [from, to), earliest first. */
export function listServiceTimes(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return listCounselorPeriods(db, counselorScheduleSlots, options);
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
