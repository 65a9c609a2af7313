import { z } from 'zod';

/**
 * GET /dev/outbox.json (not in production): one mail or SMS the server kept instead of sending
 * it (no SMTP_URL; the outbox SMS provider).
 */
export const ZOutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'push']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  /** The http(s) links in the text, in order: activation and reset links for people and tests. */
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;

/** The outbox's messages, newest first. */
export const ZOutboxSchema = z.object({ messages: z.array(ZOutboxMessageSchema) });
export type TOutbox = z.infer<typeof ZOutboxSchema>;
