import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TMail, TMailer } from '../mail/mailer.ts';
import type { TPushSender } from '../push/push-sender.ts';
import type { TRealtime } from '../realtime/badge-hub.ts';
import type { TSmsSender } from '../sms/sms-sender.ts';
import { defineQueue, type TJobs } from './jobs.ts';

/**
 * The transactional outbox: a side effect of a change is written as a job in the change's own
 * transaction and delivered by a worker after commit, retried until it goes through. A request
 * never waits for SMTP, and a crash after the commit loses nothing.
 */

const ZMailJobSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .optional(),
});

const ZSmsJobSchema = z.object({ to: z.string().min(1), text: z.string().min(1) });

const ZPushJobSchema = z.object({
  userId: z.uuid(),
  notification: z.object({ title: z.string(), body: z.string(), link: z.string().optional() }),
});

const ZHubJobSchema = z.object({
  userId: z.uuid(),
  event: z.enum(['MailCount', 'CourseCount']),
  count: z.number().int().min(0),
});

/** An SMTP server down for a while: retried for about two hours before the mail is dead-lettered. */
export const mailQueue = defineQueue({
  name: 'outbox-mail',
  schema: ZMailJobSchema,
  retryLimit: 8,
  retryDelaySeconds: 30,
});

/** A code is useful for ten minutes: a few quick retries. */
export const smsQueue = defineQueue({
  name: 'outbox-sms',
  schema: ZSmsJobSchema,
  retryLimit: 4,
  retryDelaySeconds: 5,
});

export const pushQueue = defineQueue({
  name: 'outbox-push',
  schema: ZPushJobSchema,
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/** One event per user at a time, oldest first, so a user's badge never steps back to an older count. */
export const hubQueue = defineQueue({
  name: 'outbox-hub',
  schema: ZHubJobSchema,
  policy: 'singleton',
  retryLimit: 3,
  retryDelaySeconds: 1,
});

export const outboxQueues = [mailQueue, smsQueue, pushQueue, hubQueue];

export type TOutboxMessage =
  | { channel: 'mail'; mail: TMail }
  | { channel: 'sms'; to: string; text: string }
  | ({ channel: 'push' } & z.infer<typeof ZPushJobSchema>)
  | ({ channel: 'hub' } & z.infer<typeof ZHubJobSchema>);

export type TOutbox = {
  /** Queues the message in tx: it goes out after tx commits, and never if tx rolls back. */
  enqueue(tx: DbOrTx, message: TOutboxMessage): Promise<void>;
  /** A mailer whose mails are queued in tx. */
  mailer(tx: DbOrTx): TMailer;
};

export function createOutbox(jobs: TJobs): TOutbox {
  const enqueue = (tx: DbOrTx, message: TOutboxMessage) => send(jobs, tx, message);
  return {
    enqueue,
    mailer: (tx) => ({ send: (mail) => enqueue(tx, { channel: 'mail', mail }) }),
  };
}

function send(jobs: TJobs, tx: DbOrTx, message: TOutboxMessage): Promise<void> {
  switch (message.channel) {
    case 'mail':
      return jobs.send(tx, mailQueue, message.mail);
    case 'sms':
      return jobs.send(tx, smsQueue, { to: message.to, text: message.text });
    case 'push':
      return jobs.send(tx, pushQueue, { userId: message.userId, notification: message.notification });
    case 'hub':
      return jobs.send(
        tx,
        hubQueue,
        { userId: message.userId, event: message.event, count: message.count },
        { singletonKey: message.userId },
      );
  }
}

/** The delivery end: each queue's worker hands its messages to the real transport. */
export function deliverOutbox(
  jobs: TJobs,
  transports: { mailer: TMailer; sms: TSmsSender; push: TPushSender; realtime: TRealtime },
): void {
  jobs.work(mailQueue, (mail) => transports.mailer.send(stripUndefined(mail)));
  jobs.work(smsQueue, ({ to, text }) => transports.sms.send(to, text));
  jobs.work(pushQueue, ({ userId, notification }) => transports.push.send(userId, notification));
  jobs.work(hubQueue, async ({ userId, event, count }) =>
    transports.realtime.emitToUser(userId, event, count),
  );
}

function stripUndefined(mail: z.infer<typeof ZMailJobSchema>): TMail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    ...(mail.attachments === undefined ? {} : { attachments: mail.attachments }),
  };
}
