import { and, eq, gt } from 'drizzle-orm';
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
