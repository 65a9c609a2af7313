import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './courses.ts';

/** The reminders a course's party gets: a day, an hour and ten minutes before the start. */
export type TReminderKind = 'day' | 'hour' | 'ten_minutes';

/**
 * One row per reminder sent: the unique (course, party, kind, start) is what makes each reminder
 * go out once, whichever instance's job finds it first and however often the job runs. The start
 * is part of the key, so a course moved to another time gets its reminders again.
 */
export const courseReminders = pgTable(
  'course_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<TReminderKind>().notNull(),
    /** The course's start the reminder was for: a rescheduled course is reminded afresh. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('course_reminders_once').on(table.courseId, table.userId, table.kind, table.startsAt)],
);
