import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';

export type TMailEvents = {
  /** The user's unread count changed: their mail badge shows the new number once tx commits. */
  unreadCountChanged(tx: DbOrTx, userId: string, unread: number): Promise<void>;
};

/** Hub events go through the outbox: a badge never counts a mail that was rolled back. */
export function createMailEvents(outbox: TOutbox): TMailEvents {
  return {
    unreadCountChanged(tx, userId, unread) {
      return outbox.enqueue(tx, { channel: 'hub', userId, event: 'MailCount', count: unread });
    },
  };
}
