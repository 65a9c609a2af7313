import type {
  TCaseCloseType,
  TCaseStatus,
  TCaseTarget,
  TTreatmentProcess,
} from '@app/contracts/treatment-cases';
import type { TTopicCategory } from '@app/contracts/topic-categories';
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
 * A counselor's case file for one client (domain spec §3 "Treatment record"). The goal and the
 * closing summary are sealed (field encryption, ARCHITECTURE §5); what the case list shows is not.
 * A closed case is read-only: trigger treatment_cases_closed_kept (migration 0031) refuses any
 * change to it but re-sealing its text under a new key.
 */
export const treatmentCases = pgTable(
  'treatment_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /** The counselor's own running number (shown as C0007). */
    number: integer('number').notNull(),
    status: text('status').$type<TCaseStatus>().notNull().default('new'),
    processStatus: text('process_status').$type<TTreatmentProcess>().notNull(),
    target: text('target').$type<TCaseTarget>().notNull(),
    issues: text('issues').array().$type<TTopicCategory[]>().notNull(),
    /** Sealed. */
    goal: text('goal').notNull(),
    closeType: text('close_type').$type<TCaseCloseType>(),
    effectivenessScore: smallint('effectiveness_score'),
    /** Sealed; the closing summary. */
    summary: text('summary'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'treatment_cases_counselor_fk',
      columns: [table.counselorId],
      foreignColumns: [counselorProfiles.userId],
    }),
    uniqueIndex('treatment_cases_number').on(table.counselorId, table.number),
    // One open case per client and counselor: a new one is opened after the last was closed.
    uniqueIndex('treatment_cases_one_open')
      .on(table.counselorId, table.clientId)
      .where(sql`${table.status} <> 'closed'`),
    index('treatment_cases_counselor_idx').on(table.counselorId, table.openedAt),
    check('treatment_cases_status', sql`${table.status} in ('new', 'ongoing', 'closed')`),
    check(
      'treatment_cases_process',
      sql`${table.processStatus} in ('intake', 'interview', 'advisory', 'suspended')`,
    ),
    check('treatment_cases_target', sql`${table.target} in ('self', 'partner', 'family', 'other')`),
    check(
      'treatment_cases_issues',
      sql`cardinality(${table.issues}) between 1 and 5 and ${table.issues} <@ array['anxiety', 'depression', 'sleep', 'stress', 'relationships', 'family', 'grief', 'self']::text[]`,
    ),
    check(
      'treatment_cases_close_type',
      sql`${table.closeType} in ('goal_met', 'client_ended', 'referred', 'no_contact', 'other')`,
    ),
    check('treatment_cases_effectiveness', sql`${table.effectivenessScore} between 1 and 5`),
    // A closed case has its closing, and only a closed one.
    check(
      'treatment_cases_closing',
      sql`(${table.status} = 'closed') = (${table.closedAt} is not null and ${table.closeType} is not null and ${table.effectivenessScore} is not null and ${table.summary} is not null)`,
    ),
    check('treatment_cases_number_positive', sql`${table.number} > 0`),
    check('treatment_cases_two_parties', sql`${table.clientId} <> ${table.counselorId}`),
  ],
);

/**
 * One treatment record of a case, kept as written: trigger treatment_records_kept (migration 0031)
 * refuses deleting a record, changing anything but re-sealing its content, and adding one to a
 * closed case.
 */
export const treatmentRecords = pgTable(
  'treatment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => treatmentCases.id),
    /** The session it is about (one of the case's client with its counselor), if any. */
    courseId: uuid('course_id').references(() => courses.id),
    processStatus: text('process_status').$type<TTreatmentProcess>().notNull(),
    /** Sealed. */
    content: text('content').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('treatment_records_case_idx').on(table.caseId, table.writtenAt),
    check(
      'treatment_records_process',
      sql`${table.processStatus} in ('intake', 'interview', 'advisory', 'suspended')`,
    ),
  ],
);
