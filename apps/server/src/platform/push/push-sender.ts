import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/platform.ts';
import type { TVapidKeys } from './vapid.ts';

/** A notification on a user's devices; link is the web app path it opens. */
export type TPushNotification = { title: string; body: string; link?: string | undefined };

/** Delivers a Web Push notification to every device a user subscribed. */
export type TPushSender = { send(userId: string, notification: TPushNotification): Promise<void> };

/** A browser's subscription as stored: the push service address and its encryption keys. */
export type TStoredPushSubscription = { endpoint: string; p256dh: string; auth: string };

/** Where the sender finds a user's browsers, and forgets one the push service no longer knows. */
export type TPushSubscriptionStore = {
  list(userId: string): Promise<TStoredPushSubscription[]>;
  remove(endpoint: string): Promise<void>;
};

/** Hands one encrypted message to a push service (web-push's sendNotification). */
export type TPushTransport = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: { vapidDetails: TVapidKeys; TTL: number },
) => Promise<unknown>;

/** A reminder is worth showing for a day at most; the push service drops it after that. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 0;

/**
 * Web Push to each browser the user subscribed. A browser the push service says is gone (404,
 * 410) is forgotten. When every browser failed for another reason the send throws, so the job is
 * retried; a partial success is not, so no device gets the same notification twice. With
 * keepCopy (development and tests), each notification is also written to the outbox table, to
 * read in /dev/outbox.
 */
export function createWebPushSender(options: {
  db: Db;
  vapid: TVapidKeys;
  subscriptions: TPushSubscriptionStore;
  transport?: TPushTransport;
  keepCopy: boolean;
}): TPushSender {
  const transport: TPushTransport =
    options.transport ??
    ((subscription, payload, sendOptions) => webpush.sendNotification(subscription, payload, sendOptions));
  return {
    async send(userId, notification) {
      if (options.keepCopy) {
        await options.db.insert(outboxMessages).values({
          channel: 'push',
          recipient: userId,
          subject: notification.title,
          bodyText: notification.link ? `${notification.body}\n\n${notification.link}` : notification.body,
        });
      }
      const devices = await options.subscriptions.list(userId);
      const payload = JSON.stringify(notification);
      let delivered = 0;
      let lastError: unknown = null;
      for (const device of devices) {
        try {
          await transport(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            payload,
            { vapidDetails: options.vapid, TTL: TIME_TO_LIVE_SECONDS },
          );
          delivered += 1;
        } catch (error) {
          const status = statusOf(error);
          if (status === 404 || status === 410) await options.subscriptions.remove(device.endpoint);
          else lastError = error;
        }
      }
      if (delivered === 0 && lastError) throw lastError;
    },
  };
}
