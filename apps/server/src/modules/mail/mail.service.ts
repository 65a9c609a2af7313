import { MAIL_PAGE_SIZE, type TMailPage, type TMailType } from '@app/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import type { TMailEvents } from './mail.events.ts';
import * as repo from './mail.repo.ts';

export type TSendMail = {
  userId: string;
  type: TMailType;
  message: string;
  /** The web app path the mail is about (starts with a single '/'), or null. */
  link?: string | null;
};

export type TMailService = ReturnType<typeof createMailService>;

/** The mailbox: other modules send mails through it; each change pushes the new unread count. */
export function createMailService(deps: { db: DbOrTx; events: TMailEvents; now: () => Date }) {
  const { db, events, now } = deps;

  const pushUnreadCount = async (tx: DbOrTx, userId: string) => {
    const unread = await repo.countUnread(tx, userId);
    await events.unreadCountChanged(tx, userId, unread);
    return unread;
  };

  return {
    sendMail(mail: TSendMail): Promise<{ id: string; unread: number }> {
      return db.transaction(async (tx) => {
        const id = await repo.insertMail(tx, {
          userId: mail.userId,
          type: mail.type,
          message: mail.message,
          link: mail.link ?? null,
          createdAt: now(),
        });
        return { id, unread: await pushUnreadCount(tx, mail.userId) };
      });
    },

    unreadCount(userId: string): Promise<number> {
      return repo.countUnread(db, userId);
    },

    async listMails(options: { userId: string; unreadOnly: boolean; page: number }): Promise<TMailPage> {
      const { records, total } = await repo.listMails(db, {
        userId: options.userId,
        unreadOnly: options.unreadOnly,
        limit: MAIL_PAGE_SIZE,
        offset: options.page * MAIL_PAGE_SIZE,
      });
      return {
        totalRecords: total,
        records: records.map(({ createdAt, ...mail }) => ({ ...mail, createTime: createdAt.toISOString() })),
      };
    },

    /** Marks mails read (ids of other users' mails are ignored) and answers the new unread count. */
    async markRead(options: { userId: string; ids: string[] | 'all' }): Promise<number> {
      if (options.ids !== 'all' && options.ids.length === 0) return repo.countUnread(db, options.userId);
      const ids = options.ids;
      return db.transaction(async (tx) => {
        await repo.markRead(tx, { userId: options.userId, ids, readAt: now() });
        return pushUnreadCount(tx, options.userId);
      });
    },
  };
}
