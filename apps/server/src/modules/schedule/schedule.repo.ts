import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';

/**
 * Whether the counselor has a service time that has not ended by `now`; undefined when no
 * counselor has this id.
 */
export async function hasServiceTimeAhead(db: DbOrTx, counselorId: string, now: Date) {
  const ahead = db
    .select({ id: counselorScheduleSlots.id })
    .from(counselorScheduleSlots)
    .where(and(eq(counselorScheduleSlots.counselorId, counselorId), gt(counselorScheduleSlots.endsAt, now)));
  const [row] = await db
    .select({ isSet: sql<boolean>`exists (${ahead})` })
    .from(counselorProfiles)
    .where(eq(counselorProfiles.userId, counselorId));
  return row?.isSet;
}
