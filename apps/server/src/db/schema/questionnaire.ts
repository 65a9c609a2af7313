import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A client's answers to the intake questionnaire: one sheet per client, answered once. The answers
 * are ciphertext (platform/crypto) of their JSON, bound to the client's id; every read is audited.
 */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: text('answers').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
});
