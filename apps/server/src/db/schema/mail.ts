import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A user's mailbox: notifications of the numbered mail types (contracts `MailType`). */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    message: text('message').notNull(),
    /** The web app path the mail is about; never another site. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The mailbox's three questions: unread count, unread page, all page, newest first.
    index('mails_user_read_created_idx').on(table.userId, table.isRead, table.createdAt),
    check('mails_type_range', sql`${table.type} between 0 and 99`),
    check('mails_read_at', sql`${table.isRead} = (${table.readAt} is not null)`),
    check(
      'mails_link_local',
      sql`${table.link} is null or (${table.link} like '/%' and ${table.link} not like '//%')`,
    ),
  ],
);
