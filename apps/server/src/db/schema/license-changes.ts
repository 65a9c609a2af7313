import type { TLicenseReviewStatus } from '@app/contracts/enums';
import type { TLicense } from '@app/contracts/license-changes';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { counselorProfiles } from './accounts.ts';

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
  ],
);
