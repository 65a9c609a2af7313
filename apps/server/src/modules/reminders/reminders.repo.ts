import type { DbOrTx } from '../../db/client.ts';
import { courseReminders, type TReminderKind } from '../../db/schema/reminders.ts';

export type { TReminderKind };

/**
 * Records that a party of a course is being reminded of the course at this start; false when
 * that reminder was already recorded (by an earlier run, or another instance's at the same moment).
 */
export async function claimReminder(
  db: DbOrTx,
  reminder: { courseId: string; userId: string; kind: TReminderKind; startsAt: Date; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(courseReminders)
    .values(reminder)
    .onConflictDoNothing({
      target: [
        courseReminders.courseId,
        courseReminders.userId,
        courseReminders.kind,
        courseReminders.startsAt,
      ],
    })
    .returning({ id: courseReminders.id });
  return rows.length === 1;
}
