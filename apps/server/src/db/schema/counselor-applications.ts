import type { TCounselorApplicationData } from '@app/contracts/counselor-applications';
import type { TApplyStatus } from '@app/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A client's application to join as a counselor. One per applicant: a rejected applicant revises
 * the same application.
 */
export const counselorApplications = pgTable(
  'counselor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<TApplyStatus>().notNull().default(0),
    /** The six steps' answers so far, by step. */
    data: jsonb('data').$type<TCounselorApplicationData>().notNull().default({}),
    /** Where payouts go: ciphertext (platform/crypto), never plaintext. */
    bankAccountNumber: text('bank_account_number'),
    /** Last sent for review; the review list is oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('counselor_applications_applicant_key').on(table.applicantId),
    index('counselor_applications_applying_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 1`),
    check('counselor_applications_status_range', sql`${table.status} between 0 and 4`),
    check('counselor_applications_submitted', sql`${table.status} = 0 or ${table.submittedAt} is not null`),
  ],
);

/**
 * Every expert decision on an application: who, when, approved or rejected, and why (a rejection's
 * comment is required). Never changed; a resubmitted application gets a new decision.
 */
export const counselorApplicationDecisions = pgTable(
  'counselor_application_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => counselorApplications.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    comment: text('comment').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('counselor_application_decisions_application_idx').on(table.applicationId, table.decidedAt),
    check('counselor_application_decisions_decision', sql`${table.decision} in ('approved', 'rejected')`),
    check(
      'counselor_application_decisions_reject_comment',
      sql`${table.decision} = 'approved' or length(trim(${table.comment})) > 0`,
    ),
  ],
);
