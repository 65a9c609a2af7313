import type { TUploadPurpose } from '@app/contracts/uploads';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A file a user uploaded (headshot, passbook cover, licence images, PDF attachments), kept on disk
 * under a name the server made and served only to its owner and to experts.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TUploadPurpose>().notNull(),
    /** What it is served as: image/webp (re-encoded images) or application/pdf. */
    contentType: text('content_type').$type<'image/webp' | 'application/pdf'>().notNull(),
    /** The file's name in the private uploads folder: random, made by the server. */
    storedName: text('stored_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_stored_name_key').on(table.storedName),
    index('uploads_owner_idx').on(table.ownerId),
    check(
      'uploads_purpose_known',
      sql`${table.purpose} in ('headshot', 'passbook', 'licenseFront', 'licenseBack', 'attachment')`,
    ),
    check('uploads_content_type_known', sql`${table.contentType} in ('image/webp', 'application/pdf')`),
    check('uploads_byte_size_positive', sql`${table.byteSize} > 0`),
  ],
);
