import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TJobs } from '../../platform/jobs/jobs.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import type { TMailAttachment } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import { ReminderMail, reminderSubject, type TReminderMailProps } from './reminder-mail.tsx';
import { remindersQueue } from './reminders.jobs.ts';

export type TRemindersEvents = {
  /**
   * Queues a reminder e-mail to each address in tx, the transaction that records the reminder as
   * sent, with the course's calendar invitation attached.
   */
  mail(
    tx: DbOrTx,
    reminder: TReminderMailProps & { to: readonly string[]; invitation: TMailAttachment },
  ): Promise<void>;
  /** Queues a Web Push notification to the user's devices in tx. */
  push(tx: DbOrTx, reminder: { userId: string; title: string; body: string; link: string }): Promise<void>;
  /** Queues one run of the reminders in tx, worked off as soon as tx commits. */
  runSoon(tx: DbOrTx): Promise<void>;
};

export function createRemindersEvents(deps: {
  outbox: TOutbox;
  jobs: Pick<TJobs, 'send'>;
}): TRemindersEvents {
  const { outbox } = deps;
  return {
    async mail(tx, { to, invitation, ...props }) {
      const body = await renderMail(createElement(ReminderMail, props));
      const subject = reminderSubject(props.kind, props.startsAt);
      for (const address of to) {
        await outbox.mailer(tx).send({ to: address, subject, ...body, attachments: [invitation] });
      }
    },
    async push(tx, { userId, title, body, link }) {
      await outbox.enqueue(tx, { channel: 'push', userId, notification: { title, body, link } });
    },
    async runSoon(tx) {
      await deps.jobs.send(tx, remindersQueue, {});
    },
  };
}
