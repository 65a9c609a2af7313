import type { TOutboxMessage } from '@app/contracts/dev-outbox';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './dev-outbox.repo.ts';

/** The outbox shows at most this many messages, the newest. */
export const OUTBOX_PAGE_SIZE = 100;

// Stops at whitespace, quotes, angle brackets and any non-ASCII character (e.g. a full-width 。 right after a link).
const LINK_PATTERN = /https?:\/\/[!#-;=?-~]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]']+$/;

export async function listOutboxMessages(db: DbOrTx, recipient?: string): Promise<TOutboxMessage[]> {
  const rows = await repo.listNewestMessages(db, { recipient, limit: OUTBOX_PAGE_SIZE });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    links: splitLinks(row.bodyText).flatMap((part) => (part.link ? [part.text] : [])),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The outbox of this database, for the dev pages. */
export function createDevOutboxService(deps: { db: DbOrTx }) {
  return { listOutboxMessages: (recipient?: string) => listOutboxMessages(deps.db, recipient) };
}

export type TDevOutboxService = ReturnType<typeof createDevOutboxService>;

/** Cuts text into plain runs and links, so a page can make the links clickable. */
export function splitLinks(text: string): { text: string; link: boolean }[] {
  const parts: { text: string; link: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const link = match[0].replace(TRAILING_PUNCTUATION, '');
    if (match.index > last) parts.push({ text: text.slice(last, match.index), link: false });
    parts.push({ text: link, link: true });
    last = match.index + link.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), link: false });
  return parts;
}
