import type { TAuditAction } from '@app/contracts/audit';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what to which record, and who read which encrypted field. Append-only: a trigger
 * (migration audit_log_append_only) refuses UPDATE, DELETE and TRUNCATE. No foreign key to users,
 * so that the trail outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an anonymous caller. */
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role', { enum: ['client', 'counselor', 'expert'] }),
    action: text('action').$type<TAuditAction>().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    /** Context that helps a reader; never secrets, tokens or decrypted values. */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_occurred_idx').on(table.occurredAt),
    index('audit_log_actor_idx').on(table.actorUserId, table.occurredAt),
    index('audit_log_subject_idx').on(table.subjectId, table.occurredAt),
    index('audit_log_action_idx').on(table.action, table.occurredAt),
  ],
);
