import { defaultApiLocale } from '@app/contracts/locale';
import { MailType } from '@app/contracts/mail';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import type { TSendMail } from '../mail/mail.service.ts';
import { mailboxMessage } from '../courses/booking-mails.tsx';
import {
  CustomConsultationMail,
  customConsultationLines,
  customConsultationSubject,
  type TCustomConsultationNotice,
} from './custom-consultation-mails.tsx';

/**
 * Every notice of a custom consultation is the spec's mail 21 (reserve customized course): the
 * request to the counselor, and its answer or expiry to the client (docs/decisions.md).
 */
export const CUSTOM_CONSULTATION_MAIL_TYPE = MailType.ReserveCustomizedCourse;

/** A notice to one person: by e-mail, and in their mailbox on the site. */
export type TCustomConsultationMessage = {
  notice: TCustomConsultationNotice;
  to: { id: string; email: string; nickname: string };
  counterpart: string;
  /** A path of the web app the notice links to. */
  path: string;
};

/** Mailbox messages are written in the product's default locale, as every module's are. */
const MAILBOX_LOCALE = defaultApiLocale;

export function customConsultationMailboxMail(message: TCustomConsultationMessage): TSendMail {
  const lines = customConsultationLines(
    { ...message.notice, counterpart: message.counterpart },
    MAILBOX_LOCALE,
  );
  return {
    userId: message.to.id,
    type: CUSTOM_CONSULTATION_MAIL_TYPE,
    message: mailboxMessage(lines, MAILBOX_LOCALE),
    link: message.path,
  };
}

export type TCustomConsultationEvents = {
  /** Queues the e-mail in tx, the transaction that makes the change it tells of. */
  notify(tx: DbOrTx, message: TCustomConsultationMessage): Promise<void>;
};

export function createCustomConsultationEvents(deps: {
  outbox: TOutbox;
  publicUrl: string;
}): TCustomConsultationEvents {
  const base = deps.publicUrl.replace(/\/+$/, '');
  return {
    async notify(tx, { notice, to, counterpart, path }) {
      const locale = defaultApiLocale;
      const mail = await renderMail(
        createElement(CustomConsultationMail, {
          ...notice,
          nickname: to.nickname,
          counterpart,
          link: `${base}${path}`,
          locale,
        }),
      );
      await deps.outbox
        .mailer(tx)
        .send({ to: to.email, subject: customConsultationSubject(notice.kind, locale), ...mail });
    },
  };
}
