import type { TCourseCreateType, TCourseLength, TIssueCourseApproveStatus } from '@app/contracts/enums';
import type { TTopicFields } from '@app/contracts/issue-courses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { counselorProfiles, users } from './accounts.ts';

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
    /** A custom category shown beside the category (domain spec §3). */
    customCategory: text('custom_category').notNull().default(''),
    /** Space separated; searched by /focusissues. */
    keywords: text('keywords').notNull().default(''),
    /** The cover: a YouTube-style video link, or empty (docs/decisions.md). */
    coverVideoUrl: text('cover_video_url').notNull().default(''),
    /** An uploaded cover image's path under /media/covers/, or empty (docs/decisions.md). */
    coverImagePath: text('cover_image_path').notNull().default(''),
    /** Hidden topics stay out of the public lists even when approved. */
    isVisible: boolean('is_visible').notNull().default(true),
    createType: smallint('create_type').$type<TCourseCreateType>().notNull().default(1),
    /**
     * An approved topic's edit, kept apart until an expert accepts it: the columns above stay what
     * clients see and book. Null when there is no pending edit.
     */
    pendingRevision: jsonb('pending_revision').$type<TTopicFields>(),
    /** The last rejection's comment; cleared when the topic is accepted. */
    reviewComment: text('review_comment'),
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
    check('issue_courses_custom_category_length', sql`char_length(${table.customCategory}) <= 20`),
    check('issue_courses_keywords_length', sql`char_length(${table.keywords}) <= 220`),
    check(
      'issue_courses_cover_image_path',
      sql`${table.coverImagePath} = '' or ${table.coverImagePath} ~ '^/media/covers/[a-f0-9]{32}\\.webp$'`,
    ),
    check('issue_courses_create_type_range', sql`${table.createType} in (0, 1)`),
    // Only an approved topic (or one whose edit is under review) holds a pending revision.
    check(
      'issue_courses_pending_revision',
      sql`${table.pendingRevision} is null or ${table.approveStatus} in (2, 3)`,
    ),
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

/**
 * Every change of a topic's approval status: who (null for the system), when, and why (the
 * revision note of a submission, the comment of a review). Written by the one function that
 * moves topics between statuses (issue-courses.workflow.ts).
 */
export const issueCourseTransitions = pgTable(
  'issue_course_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueCourseId: uuid('issue_course_id')
      .notNull()
      .references(() => issueCourses.id, { onDelete: 'cascade' }),
    action: text('action', {
      enum: ['created', 'submitted', 'withdrawn', 'accepted', 'rejected'],
    }).notNull(),
    fromStatus: smallint('from_status').$type<TIssueCourseApproveStatus>(),
    toStatus: smallint('to_status').$type<TIssueCourseApproveStatus>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Orders the moves made within the same instant. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
  },
  (table) => [index('issue_course_transitions_topic_idx').on(table.issueCourseId, table.seq)],
);
