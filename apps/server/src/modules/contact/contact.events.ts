import type { TContactSubject } from '@app/contracts/contact';
import type { TApiLocale } from '@app/contracts/locale';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import { AcknowledgementMail, subjectLabel, SUPPORT_LOCALE, SupportMail } from './contact-mails.tsx';

export type TReceivedContactMessage = {
  reference: string;
  name: string;
  email: string;
  subject: TContactSubject;
  message: string;
  locale: TApiLocale;
};

export type TContactEvents = {
  /**
   * Forwards the message to support (answers go to the sender) and tells the sender it arrived:
   * both mails are queued in tx, the transaction that stores the message.
   */
  messageReceived(tx: DbOrTx, message: TReceivedContactMessage): Promise<void>;
};

export function createContactEvents(deps: { outbox: TOutbox; supportEmail: string }): TContactEvents {
  return {
    async messageReceived(tx, message) {
      const mailer = deps.outbox.mailer(tx);
      const toSupport = await renderMail(createElement(SupportMail, { message }));
      await mailer.send({
        to: deps.supportEmail,
        replyTo: message.email,
        subject: translator(SUPPORT_LOCALE, 'contact')('support.subject', {
          subject: subjectLabel(message, SUPPORT_LOCALE),
          name: message.name,
        }),
        ...toSupport,
      });
      const ack = await renderMail(createElement(AcknowledgementMail, { message }));
      await mailer.send({
        to: message.email,
        subject: translator(message.locale, 'contact')('acknowledgement.subject'),
        ...ack,
      });
    },
  };
}
