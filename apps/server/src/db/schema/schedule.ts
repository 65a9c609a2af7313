import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
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
