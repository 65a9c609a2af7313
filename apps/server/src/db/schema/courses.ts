import type { TInterruptionOutcome } from '@app/contracts/courses';
import type { TCourseLength, TCourseStatus, TCourseType } from '@app/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { issueCourses } from './issue-courses.ts';

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
    /**
     * Seconds the counselor added to the talking time for time lost to dropped connections; the
     * talking time never runs past ends_at (the buffer is what it may take).
     */
    extensionSeconds: integer('extension_seconds').notNull().default(0),
    /**
     * A session the counselor marked interrupted in the room (the course becomes Canceled): when,
     * by whom, the talking seconds both parties were in the room together, and what it owes under
     * the policy of docs/decisions.md. The wallet settles it from here.
     */
    interruptedAt: timestamp('interrupted_at', { withTimezone: true }),
    interruptedBy: uuid('interrupted_by').references(() => users.id),
    deliveredSeconds: integer('delivered_seconds'),
    interruptionOutcome: text('interruption_outcome').$type<TInterruptionOutcome>(),
    /** The counselor's share of the price in thousandths (0 for a full refund to the client). */
    counselorSharePermille: integer('counselor_share_permille'),
    /** The topic booked (null for courses made before booking existed, or other kinds). */
    issueCourseId: uuid('issue_course_id').references(() => issueCourses.id),
    /** What the booking cost: the topic's price, the bonus points and coupon taken off it. */
    price: integer('price').notNull().default(0),
    bonusPoints: integer('bonus_points').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** Stored value paid (price − bonus − coupon) once paid. */
    paidPoints: integer('paid_points').notNull().default(0),
    /** An Unpaid booking holds its slot until then (BOOKING_HOLD_MINUTES). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    canceledBy: uuid('canceled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** The no-show rule has looked at this course (voided it or found both parties in). */
    noShowCheckedAt: timestamp('no_show_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The hold-expiry job's scan.
    index('courses_unpaid_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 5`),
    // Each party's courses by time: the reservation bell and course lists.
    index('courses_client_starts_idx').on(table.clientId, table.startsAt),
    index('courses_counselor_starts_idx').on(table.counselorId, table.startsAt),
    check('courses_type_range', sql`${table.type} between 0 and 3`),
    check('courses_status_range', sql`${table.status} between 0 and 5`),
    check('courses_length_range', sql`${table.length} between 0 and 4`),
    check('courses_period', sql`${table.endsAt} > ${table.startsAt}`),
    check('courses_two_parties', sql`${table.clientId} <> ${table.counselorId}`),
    check('courses_extension_range', sql`${table.extensionSeconds} >= 0`),
    check('courses_interruption_outcome', sql`${table.interruptionOutcome} in ('client_refund', 'pro_rata')`),
    check('courses_counselor_share_range', sql`${table.counselorSharePermille} between 0 and 1000`),
  ],
);

/** A client's rating of a completed session: one per course (domain spec §3 Feedback). */
export const courseFeedback = pgTable(
  'course_feedback',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /** The counselor rated, so that their average and count read one index. */
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => counselorProfiles.userId),
    grade: smallint('grade').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('course_feedback_counselor_idx').on(table.counselorId, table.createdAt),
    check('course_feedback_grade_range', sql`${table.grade} between 1 and 5`),
  ],
);

/** An entry waits; it ends when its client books an offered slot or leaves the waitlist. */
export type TWaitlistEntryStatus = 'waiting' | 'booked' | 'left';

/** How an offer ended: taken, declined, let lapse, or withdrawn because its slot went away. */
export type TWaitlistOfferOutcome = 'open' | 'accepted' | 'declined' | 'lapsed' | 'withdrawn';

/**
 * A client waiting for a slot of a counselor's topic on some weekdays within a time of day
 * (minutes after midnight in Asia/Taipei). Entries are offered slots in created_at order.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => counselorProfiles.userId),
    issueCourseId: uuid('issue_course_id')
      .notNull()
      .references(() => issueCourses.id),
    /** 0 Sunday … 6 Saturday, at least one. */
    weekdays: smallint('weekdays').array().notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
    status: text('status').$type<TWaitlistEntryStatus>().notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One live entry per client and topic.
    uniqueIndex('waitlist_entries_one_live')
      .on(table.clientId, table.issueCourseId)
      .where(sql`${table.status} = 'waiting'`),
    // The matcher's scan: a counselor's waiting entries, first come first.
    index('waitlist_entries_counselor_idx')
      .on(table.counselorId, table.createdAt)
      .where(sql`${table.status} = 'waiting'`),
    check('waitlist_entries_status', sql`${table.status} in ('waiting', 'booked', 'left')`),
    check(
      'waitlist_entries_weekdays',
      sql`cardinality(${table.weekdays}) between 1 and 7 and ${table.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[]`,
    ),
    check(
      'waitlist_entries_window',
      sql`${table.fromMinute} >= 0 and ${table.toMinute} <= 1440 and ${table.toMinute} > ${table.fromMinute}`,
    ),
  ],
);

/**
 * A slot offered to an entry: the slot itself is held by a Waiting course (courses_no_overlap
 * keeps anyone else off it, so no slot is offered twice); this row is the offer's history, so
 * that an entry is never offered a slot it declined or let lapse again.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').$type<TWaitlistOfferOutcome>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_offers_course').on(table.courseId),
    // At most one open offer per entry, and one offer of a start per entry ever.
    uniqueIndex('waitlist_offers_one_open')
      .on(table.entryId)
      .where(sql`${table.outcome} = 'open'`),
    uniqueIndex('waitlist_offers_start_once').on(table.entryId, table.startsAt),
    index('waitlist_offers_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.outcome} = 'open'`),
    check(
      'waitlist_offers_outcome',
      sql`${table.outcome} in ('open', 'accepted', 'declined', 'lapsed', 'withdrawn')`,
    ),
  ],
);
