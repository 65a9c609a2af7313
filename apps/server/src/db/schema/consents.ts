import type { TConsentText } from '@app/contracts/consents';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Who agreed to which version of which text, when and from where. Append-only in practice: a new
 * version of a text is agreed to by a new row.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').$type<TConsentText>().notNull(),
    version: text('version').notNull(),
    /** What the consent was given for, e.g. a booking's course id. */
    context: text('context'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('consent_records_user_idx').on(table.userId, table.text, table.version)],
);
