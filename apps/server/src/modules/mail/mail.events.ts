import type { TUnitOfWork } from '../../platform/db/unit-of-work.ts';
import type { TRealtime } from '../../platform/realtime/badge-hub.ts';

export type TMailEvents = {
  /** The user's unread count changed: their mail badge shows the new number at once. */
  unreadCountChanged(userId: string, unread: number): void;
};

/** Notices wait for the commit: a badge must never count a mail that was rolled back. */
export function createMailEvents(realtime: TRealtime, unit: Pick<TUnitOfWork, 'afterCommit'>): TMailEvents {
  return {
    unreadCountChanged(userId, unread) {
      unit.afterCommit(() => realtime.emitToUser(userId, 'MailCount', unread));
    },
  };
}
