import type { TCourseLength, TCourseStatus, TCourseType } from '@app/contracts/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { counselorProfiles, users } from './accounts.ts';

/**
 * A booked session between a counselor and a client. No two courses of one counselor overlap
 * unless canceled: the exclusion constraint courses_no_overlap (migration 0001, which drizzle-kit
 * cannot express) refuses the second booking with 23P01.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: smallint('type').$type<TCourseType>().notNull(),
    status: smallint('status').$type<TCourseStatus>().notNull(),
    length: smallint('length').$type<TCourseLength>().notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => counselorProfiles.userId),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A voice course: the room asks for audio only. */
    voiceOnly: boolean('voice_only').notNull().default(false),
    /**
     * When and by whom the session was ended in the room. Completion moves points (the counselor's
     * earnings) once the ledger exists; until then this is the record it settles from.
     */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Each party's courses by time: the reservation bell and course lists.
    index('courses_client_starts_idx').on(table.clientId, table.startsAt),
    index('courses_counselor_starts_idx').on(table.counselorId, table.startsAt),
    check('courses_type_range', sql`${table.type} between 0 and 3`),
    check('courses_status_range', sql`${table.status} between 0 and 5`),
    check('courses_length_range', sql`${table.length} between 0 and 4`),
    check('courses_period', sql`${table.endsAt} > ${table.startsAt}`),
    check('courses_two_parties', sql`${table.clientId} <> ${table.counselorId}`),
  ],
);
