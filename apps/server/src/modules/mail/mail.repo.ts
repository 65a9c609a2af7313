import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mails } from '../../db/schema/mail.ts';
import { withTotal } from '../../platform/db/paging.ts';

export type TNewMail = {
  userId: string;
  type: number;
  message: string;
  link: string | null;
  createdAt: Date;
};

export async function insertMail(db: DbOrTx, mail: TNewMail): Promise<string> {
  const [row] = await db.insert(mails).values(mail).returning({ id: mails.id });
  if (!row) throw new Error('mail not inserted');
  return row.id;
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(mails)
    .where(and(eq(mails.userId, userId), eq(mails.isRead, false)));
  return row?.unread ?? 0;
}

/** One page of a user's mails, newest first, with the number of mails the filter matches. */
export async function listMails(
  db: DbOrTx,
  options: { userId: string; unreadOnly: boolean; limit: number; offset: number },
) {
  const where = and(
    eq(mails.userId, options.userId),
    options.unreadOnly ? eq(mails.isRead, false) : undefined,
  );
  return withTotal(
    db
      .select({
        id: mails.id,
        type: mails.type,
        message: mails.message,
        link: mails.link,
        isRead: mails.isRead,
        createdAt: mails.createdAt,
      })
      .from(mails)
      .where(where)
      // The id breaks ties between mails of the same instant, so pages never overlap.
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(mails).where(where),
  );
}

/**
 * Marks the user's unread mails read: the given ids, or all of them. Only the user's own mails
 * match, and mails already read keep their first read time.
 */
export async function markRead(db: DbOrTx, options: { userId: string; ids: string[] | 'all'; readAt: Date }) {
  const conditions: SQL[] = [eq(mails.userId, options.userId), eq(mails.isRead, false)];
  if (options.ids !== 'all') conditions.push(inArray(mails.id, options.ids));
  await db
    .update(mails)
    .set({ isRead: true, readAt: options.readAt })
    .where(and(...conditions));
}
