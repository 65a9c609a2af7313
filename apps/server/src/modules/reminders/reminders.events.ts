import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import {
  TenMinuteReminderMail,
  tenMinuteReminderSubject,
  type TReminderMailProps,
} from './reminder-mail.tsx';

export type TRemindersEvents = {
  /** Queues the ten-minute reminder e-mail in tx, the transaction that records it as sent. */
  tenMinutesBefore(tx: DbOrTx, reminder: TReminderMailProps & { email: string }): Promise<void>;
};

export function createRemindersEvents(outbox: TOutbox): TRemindersEvents {
  return {
    async tenMinutesBefore(tx, { email, ...props }) {
      const body = await renderMail(createElement(TenMinuteReminderMail, props));
      await outbox.mailer(tx).send({ to: email, subject: tenMinuteReminderSubject(), ...body });
    },
  };
}
