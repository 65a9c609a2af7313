import type { TCourseLength } from '@app/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { counselorProfiles, users } from './accounts.ts';
import { courses } from './courses.ts';

/**
 * What a stored request is. Whether an accepted one was paid (or its hold ran out) is its course's
 * status: the request does not copy it (docs/decisions.md).
 */
export type TCustomConsultationRequestState = 'pending' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

/**
 * A client's request for a personal custom consultation (domain spec §1). Accepting it makes a held
 * course (CourseType Treatment) in the same transaction, so courses_no_overlap guards its time.
 */
export const customConsultationRequests = pgTable(
  'custom_consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    counselorId: uuid('counselor_id').notNull(),
    status: text('status').$type<TCustomConsultationRequestState>().notNull().default('pending'),
    message: text('message').notNull(),
    preferredTimes: text('preferred_times').notNull(),
    length: smallint('length').$type<TCourseLength>().notNull(),
    /** A pending request expires unanswered then (CUSTOM_CONSULTATION_ANSWER_HOURS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set on acceptance: the counselor's custom price then, and the held course. */
    price: integer('price'),
    courseId: uuid('course_id').references(() => courses.id),
    declineReason: text('decline_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Named here: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'custom_consultation_requests_counselor_fk',
      columns: [table.counselorId],
      foreignColumns: [counselorProfiles.userId],
    }),
    // A course is the offer of one request.
    uniqueIndex('custom_consultation_requests_course').on(table.courseId),
    // One open request per client and counselor: a second waits for the first's answer.
    uniqueIndex('custom_consultation_requests_one_pending')
      .on(table.clientId, table.counselorId)
      .where(sql`${table.status} = 'pending'`),
    index('custom_consultation_requests_client_idx').on(table.clientId, table.createdAt),
    index('custom_consultation_requests_counselor_idx').on(table.counselorId, table.createdAt),
    // The expiry job's scan.
    index('custom_consultation_requests_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'custom_consultation_requests_status',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'expired', 'withdrawn')`,
    ),
    check('custom_consultation_requests_length', sql`${table.length} in (0, 1)`),
    check('custom_consultation_requests_message', sql`char_length(${table.message}) between 1 and 1000`),
    check('custom_consultation_requests_times', sql`char_length(${table.preferredTimes}) between 1 and 300`),
    check('custom_consultation_requests_two_parties', sql`${table.clientId} <> ${table.counselorId}`),
    // An accepted request has its price and course; a declined one its reason.
    check(
      'custom_consultation_requests_accepted',
      sql`(${table.status} = 'accepted') = (${table.courseId} is not null and ${table.price} is not null)`,
    ),
    check(
      'custom_consultation_requests_declined',
      sql`(${table.status} = 'declined') = (${table.declineReason} is not null)`,
    ),
    check('custom_consultation_requests_price', sql`${table.price} > 0`),
  ],
);
