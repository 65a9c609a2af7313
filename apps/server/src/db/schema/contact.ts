import { contactSubjects } from '@app/contracts/contact';
import { apiLocales } from '@app/contracts/locale';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the public contact form (/contactus); each is also mailed to support. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference quoted to the sender and to support (C-7K3M9Q), unique. */
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Topic category. */
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    /** API locale the sender wrote in; the acknowledgement is sent in it. */
    locale: text('locale', { enum: apiLocales }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('contact_messages_reference_key').on(table.reference)],
);
