import { VerifyStatus } from '@app/contracts/enums';
import { eq } from 'drizzle-orm';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';
import type { TTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

export type TTopicCaller = { id: string; headers: { authorization: string } };

/** A verified counselor with six hours of service time from tomorrow, so they may write topics. */
export async function createCounselorWithSchedule(
  testApp: TTestApp,
  fullName = '王心怡',
): Promise<TTopicCaller> {
  const db = testApp.database.db;
  const counselor = await createSignedInUser(testApp, { role: 'counselor', fullName });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified, canReserveAfter: 4 })
    .where(eq(counselorProfiles.userId, counselor.id));
  const start = testApp.clock.now().getTime() + 24 * 3_600_000;
  await db.insert(counselorScheduleSlots).values({
    counselorId: counselor.id,
    startsAt: new Date(start),
    endsAt: new Date(start + 6 * 3_600_000),
  });
  return counselor;
}
