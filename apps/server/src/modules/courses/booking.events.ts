import type { TApiLocale } from '@app/contracts/locale';
import { MailType, type TMailType } from '@app/contracts/mail';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import type { TMailAttachment } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import { BookingNoticeMail, bookingNoticeSubject, type TBookingNoticeProps } from './booking-mails.tsx';

/** The spec's mail type of each notice (domain spec, mail types). */
export const BOOKING_MAIL_TYPES = {
  booked: MailType.ReserveCourse,
  canceled: MailType.CourseCancelReasonMessage,
  holdReleased: MailType.CancelCourse,
  noShowClient: MailType.ClientLateOver10Min,
  noShowCounselor: MailType.CounselorLateOver10Min,
  noShowAll: MailType.AllLateOver10Min,
} as const satisfies Record<TBookingNoticeProps['kind'], TMailType>;

export type TBookingNotice = Omit<TBookingNoticeProps, 'link' | 'locale'> & {
  to: string;
  /** The session's calendar invitation (or its cancellation). */
  attachments?: TMailAttachment[];
  /** A path of the web app the mail links to. */
  path: string;
  locale: TApiLocale;
};

/** A notice rendered ahead, so that a transaction holding locks only queues it. */
export type TRenderedNotice = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: TMailAttachment[];
};

export type TBookingEvents = {
  /** Queues the notice mail in tx, the transaction that makes the change it tells of. */
  notify(tx: DbOrTx, notice: TBookingNotice): Promise<void>;
  render(notice: TBookingNotice): Promise<TRenderedNotice>;
  /** Queues a notice rendered before the transaction, in it. */
  queue(tx: DbOrTx, mail: TRenderedNotice): Promise<void>;
};

export function createBookingEvents(deps: { outbox: TOutbox; publicUrl: string }): TBookingEvents {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const render = async ({ to, path, attachments, ...notice }: TBookingNotice): Promise<TRenderedNotice> => {
    const mail = await renderMail(createElement(BookingNoticeMail, { ...notice, link: `${base}${path}` }));
    return {
      to,
      subject: bookingNoticeSubject(notice.kind, notice.locale),
      ...mail,
      ...(attachments ? { attachments } : {}),
    };
  };
  return {
    render,
    queue: (tx, mail) => deps.outbox.mailer(tx).send(mail),
    async notify(tx, notice) {
      await deps.outbox.mailer(tx).send(await render(notice));
    },
  };
}
