import type { TLicenseReviewStatus } from '@app/contracts/enums';
import type { TLicense } from '@app/contracts/license-changes';
import { sql } from 'drizzle-orm';
import type { TLicenseType } from '@app/contracts/enums';
import {
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { counselorProfiles, users } from './accounts.ts';
import { uploads } from './uploads.ts';

/** A counselor's request to change their licences, reviewed by an expert (3 to 5 business days). */
export const licenseChangeRequests = pgTable(
  'license_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id').notNull(),
    status: smallint('status').$type<TLicenseReviewStatus>().notNull().default(1),
    /** The licences as the counselor wants them to read. */
    licenses: jsonb('licenses').$type<TLicense[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The expert who decided (accepted or not accepted), and when. */
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why it was not accepted (required then). */
    reason: text('reason'),
  },
  (table) => [
    // Named here: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'license_change_requests_counselor_fk',
      columns: [table.counselorId],
      foreignColumns: [counselorProfiles.userId],
    }).onDelete('cascade'),
    // One request under review per counselor: a newer one discards the older (status Discard).
    uniqueIndex('license_change_requests_one_under_review')
      .on(table.counselorId)
      .where(sql`${table.status} = 1`),
    index('license_change_requests_under_review_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 1`),
    check('license_change_requests_status_range', sql`${table.status} between 0 and 3`),
    check(
      'license_change_requests_decided',
      sql`(${table.status} in (2, 3)) = (${table.reviewedAt} is not null)`,
    ),
    check(
      'license_change_requests_reason',
      sql`(${table.status} = 3) = (${table.reason} is not null and length(${table.reason}) > 0)`,
    ),
  ],
);

/**
 * A counselor's accepted licences: what the public page shows as verified. An accepted change
 * request replaces them all. A counselor whose licences have all expired leaves the directory.
 */
export const counselorLicenses = pgTable(
  'counselor_licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => counselorProfiles.userId, { onDelete: 'cascade' }),
    /** Its place in the counselor's list, from 0. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    number: text('number').notNull(),
    licenseType: smallint('license_type').$type<TLicenseType>().notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The last day it is valid; null for a licence recorded without one. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** The counselor's uploads of its front and back, kept so that the next change starts from them. */
    frontUploadId: uuid('front_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    backUploadId: uuid('back_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The request whose acceptance made it so. */
    requestId: uuid('request_id').references(() => licenseChangeRequests.id, { onDelete: 'set null' }),
    /** The day (Taiwan) its counselor was last reminded that it expires; null when not yet. */
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('counselor_licenses_position').on(table.counselorId, table.position),
    index('counselor_licenses_expires_idx').on(table.expiresOn),
    check('counselor_licenses_type', sql`${table.licenseType} in (0, 1)`),
    check(
      'counselor_licenses_dates',
      sql`${table.expiresOn} is null or ${table.expiresOn} > ${table.effectiveDate}`,
    ),
  ],
);
