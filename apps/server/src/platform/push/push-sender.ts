import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/platform.ts';

/** A notification on a user's devices; link is the web app path it opens. */
export type TPushNotification = { title: string; body: string; link?: string | undefined };

/** Delivers a Web Push notification to every device a user subscribed. */
export type TPushSender = { send(userId: string, notification: TPushNotification): Promise<void> };

/** Until devices subscribe to Web Push, notifications are kept in the outbox table (/dev/outbox). */
export function createOutboxPushSender(db: Db): TPushSender {
  return {
    async send(userId, notification) {
      await db.insert(outboxMessages).values({
        channel: 'push',
        recipient: userId,
        subject: notification.title,
        bodyText: notification.link ? `${notification.body}\n\n${notification.link}` : notification.body,
      });
    },
  };
}
