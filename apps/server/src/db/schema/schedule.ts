import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { counselorProfiles } from './accounts.ts';

/**
 * A counselor's one-off service time: one dated period in which clients may book them, added on
 * the calendar (a repeat rule adds one row per occurrence, sharing a series id). The weekly plan
 * lives in counselor_weekly_hours and is expanded by its readers (docs/decisions.md).
 */
export const counselorScheduleSlots = pgTable(
  'counselor_schedule_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The service types offered in it. */
    voice: boolean('voice').notNull().default(true),
    video: boolean('video').notNull().default(true),
    /** The occurrences one repeat rule added share this id; null for a single one. */
    seriesId: uuid('series_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('counselor_schedule_slots_service_type', sql`${table.voice} or ${table.video}`),
    // Named here: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'counselor_schedule_slots_counselor_fk',
      columns: [table.counselorId],
      foreignColumns: [counselorProfiles.userId],
    }).onDelete('cascade'),
    // "Does this counselor have service times still to come?" and the calendar's date ranges.
    index('counselor_schedule_slots_counselor_ends_idx').on(table.counselorId, table.endsAt),
    check('counselor_schedule_slots_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A counselor's leave: a period in which nobody may book them. Taking it cancels the sessions
 * booked inside it (their clients are told the reason). One counselor's leaves never overlap.
 */
export const counselorLeaves = pgTable(
  'counselor_leaves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Sent to each client whose session the leave cancels (mail 42). */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'counselor_leaves_counselor_fk',
      columns: [table.counselorId],
      foreignColumns: [counselorProfiles.userId],
    }).onDelete('cascade'),
    index('counselor_leaves_counselor_ends_idx').on(table.counselorId, table.endsAt),
    check('counselor_leaves_period', sql`${table.endsAt} > ${table.startsAt}`),
    check('counselor_leaves_reason_length', sql`char_length(${table.reason}) between 1 and 200`),
  ],
);

/**
 * One range of a counselor's weekly plan: every `weekday` (0 Sunday … 6 Saturday) from
 * `start_minute` to `end_minute` after midnight in `time_zone` (one zone per counselor), on the
 * half hour, with the service types offered. Ranges of one weekday never overlap (checked by the
 * API, which replaces the plan whole).
 */
export const counselorWeeklyHours = pgTable(
  'counselor_weekly_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    voice: boolean('voice').notNull(),
    video: boolean('video').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'counselor_weekly_hours_counselor_fk',
      columns: [table.counselorId],
      foreignColumns: [counselorProfiles.userId],
    }).onDelete('cascade'),
    index('counselor_weekly_hours_counselor_idx').on(table.counselorId, table.weekday),
    check('counselor_weekly_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check(
      'counselor_weekly_hours_minutes',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.endMinute} > ${table.startMinute} and ${table.startMinute} % 30 = 0 and ${table.endMinute} % 30 = 0`,
    ),
    check('counselor_weekly_hours_service_type', sql`${table.voice} or ${table.video}`),
  ],
);
