import { inject } from 'vitest';

/** One mail or SMS the server kept instead of sending (no SMTP_URL, outbox SMS provider). */
export type TOutboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  createdAt: string;
};

/**
 * The messages sent to `recipient` (an e-mail address or a phone number), newest first, read from
 * the server's development outbox at GET /dev/outbox.json.
 */
export async function readOutbox(recipient: string): Promise<TOutboxMessage[]> {
  const response = await fetch(`${inject('baseUrl')}/dev/outbox.json`);
  if (!response.ok) throw new Error(`GET /dev/outbox.json answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const messages = unwrap(body);
  const wanted = recipient.toLowerCase();
  return messages.filter((message) => message.recipient.toLowerCase() === wanted);
}

/** Waits for the first message to `recipient` that satisfies `match` (mail is written after the answer). */
export async function waitForOutboxMessage(
  recipient: string,
  match: (message: TOutboxMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<TOutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(recipient)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No outbox message to ${recipient} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a message's text that starts with the site's origin. */
export function firstLinkIn(message: TOutboxMessage): string {
  const link = message.bodyText.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the message "${message.subject ?? message.bodyText}"`);
  return link;
}

// Accepts a bare list or the API envelope `{ error_code, message, data }`.
function unwrap(body: unknown): TOutboxMessage[] {
  if (Array.isArray(body)) return body as TOutboxMessage[];
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data as TOutboxMessage[];
  const records = (data as { records?: unknown } | null)?.records;
  if (Array.isArray(records)) return records as TOutboxMessage[];
  throw new Error('GET /dev/outbox.json did not answer a list of messages');
}
