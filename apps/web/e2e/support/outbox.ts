import { inject } from 'vitest';

/** One mail or SMS the server kept instead of sending it (no SMTP_URL; the outbox SMS provider). */
export type TOutboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  /** Every link in the message, in order (activation, password reset…). */
  links: string[];
  createdAt: string;
};

/**
 * The messages sent to `recipient` (an e-mail address or a phone number), newest first, from the
 * server's development outbox at GET /dev/outbox.json.
 */
export async function readOutbox(recipient: string): Promise<TOutboxMessage[]> {
  const url = new URL('/dev/outbox.json', inject('baseUrl'));
  url.searchParams.set('recipient', recipient);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  const body = (await response.json()) as { messages: TOutboxMessage[] };
  return body.messages;
}

/** Waits for the newest message to `recipient` that satisfies `match`. */
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

/** The first link of a message that leads back to the site under test. */
export function siteLinkIn(message: TOutboxMessage): string {
  const origin = inject('baseUrl');
  const link = message.links.find((candidate) => candidate.startsWith(origin));
  if (!link) throw new Error(`No link to ${origin} in "${message.subject ?? message.text}"`);
  return link;
}
