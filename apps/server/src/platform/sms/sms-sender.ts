import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/platform.ts';

/** A provider that delivers a text message to an E.164 phone number. */
export type TSmsSender = { send(to: string, text: string): Promise<void> };

/** The default provider keeps messages in the outbox table, readable at /dev/outbox. */
export function createOutboxSmsSender(db: Db): TSmsSender {
  return {
    async send(to, text) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, bodyText: text });
    },
  };
}
