import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';

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
export async function listServiceTimes(db: DbOrTx, options: { counselorId: string; from: Date; to: Date }) {
  return db
    .select({ startsAt: counselorScheduleSlots.startsAt, endsAt: counselorScheduleSlots.endsAt })
    .from(counselorScheduleSlots)
    .where(
      and(
        eq(counselorScheduleSlots.counselorId, options.counselorId),
        lt(counselorScheduleSlots.startsAt, options.to),
        gt(counselorScheduleSlots.endsAt, options.from),
      ),
    )
    .orderBy(asc(counselorScheduleSlots.startsAt));
}
