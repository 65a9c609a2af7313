import type { TLectureCancelCause, TLectureStatus } from '@app/contracts/lectures';
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

/**
 * A lecture or group a counselor holds in person (講座與團體). `member_count` is the number of
 * its active sign-ups, changed in the transaction of each sign-up under the lecture's row lock,
 * so the check against `max_members` holds under any concurrency. One counselor's open and
 * confirmed lectures never overlap: the exclusion constraint lectures_no_overlap (migration
 * 0033, which drizzle-kit cannot express) refuses the second with 23P01.
 */
export const lectures = pgTable(
  'lectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The venue's name and address. */
    place: text('place').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    lengthMinutes: smallint('length_minutes').notNull(),
    signupDeadline: timestamp('signup_deadline', { withTimezone: true }).notNull(),
    minMembers: smallint('min_members').notNull(),
    maxMembers: smallint('max_members').notNull(),
    memberCount: smallint('member_count').notNull().default(0),
    /** Points per member; 0 for a free lecture. */
    price: integer('price').notNull(),
    signupNote: text('signup_note').notNull().default(''),
    status: text('status').$type<TLectureStatus>().notNull().default('open'),
    cancelCause: text('cancel_cause').$type<TLectureCancelCause>(),
    /** The counselor's reason, told to every member (null when too few signed up). */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'lectures_counselor_fk',
      columns: [table.counselorId],
      foreignColumns: [counselorProfiles.userId],
    }),
    // A counselor's lectures by time: their list, and the overlap checks of their time.
    index('lectures_counselor_starts_idx').on(table.counselorId, table.startsAt),
    // The public list: lectures still to come.
    index('lectures_upcoming_idx')
      .on(table.startsAt)
      .where(sql`${table.status} in ('open', 'confirmed')`),
    // The deadline job's scan.
    index('lectures_open_deadline_idx')
      .on(table.signupDeadline)
      .where(sql`${table.status} = 'open'`),
    check('lectures_status', sql`${table.status} in ('open', 'confirmed', 'canceled', 'completed')`),
    check('lectures_title', sql`char_length(btrim(${table.title})) between 1 and 30`),
    check('lectures_description', sql`char_length(btrim(${table.description})) between 1 and 1000`),
    check('lectures_place', sql`char_length(btrim(${table.place})) between 1 and 100`),
    check('lectures_signup_note', sql`char_length(${table.signupNote}) <= 300`),
    check('lectures_period', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'lectures_length',
      sql`${table.lengthMinutes} in (60, 90, 120, 180) and ${table.endsAt} = ${table.startsAt} + ${table.lengthMinutes} * interval '1 minute'`,
    ),
    check('lectures_deadline', sql`${table.signupDeadline} < ${table.startsAt}`),
    check(
      'lectures_members',
      sql`1 <= ${table.minMembers} and ${table.minMembers} <= ${table.maxMembers} and ${table.maxMembers} <= 50`,
    ),
    check('lectures_member_count', sql`${table.memberCount} between 0 and ${table.maxMembers}`),
    check('lectures_price', sql`${table.price} >= 0 and ${table.price} % 100 = 0`),
    check('lectures_canceled', sql`(${table.status} = 'canceled') = (${table.cancelCause} is not null)`),
    check(
      'lectures_cancel_cause',
      sql`${table.cancelCause} in ('too_few_members', 'by_counselor') and (${table.cancelCause} = 'too_few_members' or ${table.cancelReason} is not null)`,
    ),
    check('lectures_cancel_reason', sql`char_length(${table.cancelReason}) between 1 and 300`),
  ],
);

export type TLectureSignupStatus = 'active' | 'withdrawn' | 'refunded';

/**
 * A client's place in a lecture: `active` until they withdraw before the deadline or the lecture
 * is called off (`refunded`). What they paid is the ledger entry keyed by the sign-up's id
 * (lecture-ledger.ts), its refund likewise. One active sign-up per client and lecture.
 */
export const lectureSignups = pgTable(
  'lecture_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /** Where the lecture's notices go: typed twice at sign-up. */
    email: text('email').notNull(),
    /** Points paid (0 for a free lecture). */
    paid: integer('paid').notNull(),
    status: text('status').$type<TLectureSignupStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lecture_signups_one_active')
      .on(table.lectureId, table.clientId)
      .where(sql`${table.status} = 'active'`),
    index('lecture_signups_lecture_idx').on(table.lectureId, table.createdAt),
    index('lecture_signups_client_idx').on(table.clientId, table.createdAt),
    check('lecture_signups_status', sql`${table.status} in ('active', 'withdrawn', 'refunded')`),
    check('lecture_signups_paid', sql`${table.paid} >= 0`),
    check('lecture_signups_email', sql`char_length(${table.email}) between 3 and 254`),
  ],
);

/**
 * A member's rating of a completed lecture: one per sign-up, so only someone who was signed up
 * when it took place can give it, and only once. `lecture_id` is kept beside the sign-up so that
 * a lecture's ratings read one index.
 */
export const lectureFeedback = pgTable(
  'lecture_feedback',
  {
    signupId: uuid('signup_id')
      .primaryKey()
      .references(() => lectureSignups.id),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id),
    grade: smallint('grade').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('lecture_feedback_lecture_idx').on(table.lectureId, table.createdAt),
    check('lecture_feedback_grade_range', sql`${table.grade} between 1 and 5`),
    check('lecture_feedback_comment', sql`char_length(${table.comment}) <= 1000`),
  ],
);
