import type { TCourseLength, TIssueCourseApproveStatus } from '@app/contracts/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { counselorProfiles } from './accounts.ts';

/** A counselor's topic (issue course): what clients book, published once an expert approves it. */
export const issueCourses = pgTable(
  'issue_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => counselorProfiles.userId),
    title: text('title').notNull(),
    /** The focus-issue category's key; the list of keys comes with the topic editor. */
    category: text('category').notNull(),
    length: smallint('length').$type<TCourseLength>().notNull(),
    /** Points (1 point = NT$1). */
    price: integer('price').notNull(),
    /** Who the topic is for, what it is about, and how the sessions go (domain spec §5 limits). */
    targetAudience: text('target_audience'),
    description: text('description'),
    detail: text('detail'),
    approveStatus: smallint('approve_status').$type<TIssueCourseApproveStatus>().notNull().default(0),
    /** What changed, for the reviewer; required to submit. */
    revisionNote: text('revision_note'),
    /** Last sent for review; the review queue is oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('issue_courses_counselor_idx').on(table.counselorId, table.updatedAt),
    // The experts' queue: under_review and edited_under_review only.
    index('issue_courses_review_queue_idx')
      .on(table.submittedAt)
      .where(sql`${table.approveStatus} in (1, 3)`),
    check('issue_courses_title_length', sql`char_length(${table.title}) between 1 and 30`),
    check('issue_courses_target_audience_length', sql`char_length(${table.targetAudience}) <= 50`),
    check('issue_courses_description_length', sql`char_length(${table.description}) <= 300`),
    check('issue_courses_detail_length', sql`char_length(${table.detail}) <= 3000`),
    check('issue_courses_length_range', sql`${table.length} between 0 and 4`),
    check('issue_courses_approve_status_range', sql`${table.approveStatus} between 0 and 3`),
    // Domain spec §5: a multiple of 100, and at least 2000 for the 60- and 90-minute lengths.
    check(
      'issue_courses_price',
      sql`${table.price} > 0 and ${table.price} % 100 = 0 and (${table.length} not in (0, 1) or ${table.price} >= 2000)`,
    ),
    // Nothing reaches a reviewer without a revision note and a submission time.
    check(
      'issue_courses_submitted',
      sql`${table.approveStatus} not in (1, 3) or (${table.revisionNote} is not null and ${table.submittedAt} is not null)`,
    ),
  ],
);
