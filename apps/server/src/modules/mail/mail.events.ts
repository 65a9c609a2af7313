import type { TRealtime } from '../../platform/realtime/badge-hub.ts';

export type TMailEvents = {
  /** The user's unread count changed: their mail badge shows the new number at once. */
  unreadCountChanged(userId: string, unread: number): void;
};

export function createMailEvents(realtime: TRealtime): TMailEvents {
  return {
    unreadCountChanged(userId, unread) {
      realtime.emitToUser(userId, 'MailCount', unread);
    },
  };
}
