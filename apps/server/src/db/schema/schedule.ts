import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { counselorProfiles } from './accounts.ts';

/**
 * A counselor's service time: one dated period in which clients may book them. Weekly templates
 * and repeat rules, when they come, are expanded into these rows (docs/decisions.md).
 */
export const counselorScheduleSlots = pgTable(
  'counselor_schedule_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
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
