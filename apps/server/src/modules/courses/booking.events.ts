import { defaultApiLocale, type TApiLocale } from '@app/contracts/locale';
import { MailType, type TMailType } from '@app/contracts/mail';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TJobs } from '../../platform/jobs/jobs.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import type { TMailAttachment } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import type { TSendMail } from '../mail/mail.service.ts';
import {
  BookingNoticeMail,
  bookingNoticeLines,
  bookingNoticeSubject,
  cancelConfirmationLines,
  mailboxMessage,
  type TBookingNoticeProps,
  type TCancelConfirmation,
} from './booking-mails.tsx';
import { waitlistMatchQueue } from './waitlist.jobs.ts';

/**
 * The spec's mail type of each notice (domain spec, mail types), written with it to the
 * recipient's mailbox on the site. A cancellation tells the other party why (42) and confirms to
 * the party who cancelled what it cost (1, or 2 / 3 within 24 hours; docs/decisions.md); a free
 * trial's have their own types (24 to 30).
 */
export const BOOKING_MAIL_TYPES = {
  /** To the counselor. */
  booked: MailType.ReserveCourse,
  /** To the party who did not cancel, with the reason. */
  canceled: MailType.CourseCancelReasonMessage,
  /** To the client whose recharge came after the slot's hold had ended. */
  holdReleased: MailType.CancelCourse,
  /** To both parties, by who did not come. */
  noShowClient: MailType.ClientLateOver10Min,
  noShowCounselor: MailType.CounselorLateOver10Min,
  noShowAll: MailType.AllLateOver10Min,
  /**
   * A free trial's notices: to the counselor when booked ("counselor late free course new version",
   * read as the counselor's notice of a trial with its no-show rule; docs/decisions.md), to the
   * other party when cancelled, to both parties by who did not come.
   */
  trialBooked: MailType.CounselorLateFreeCourseNewVersion,
  trialCanceled: MailType.CancelFreeCourse,
  trialNoShowClient: MailType.FreeCourseClientLateOver10Min,
  trialNoShowCounselor: MailType.FreeCourseCounselorLateOver10Min,
  trialNoShowAll: MailType.FreeCourseAllLateOver10Min,
  /** To the waitlisted client offered a freed slot ("client course"). */
  waitlistOffer: MailType.ClientCourse,
  /** To the party who cancelled. */
  cancelConfirmation: {
    trial: MailType.CancelFreeCourse,
    early: MailType.CancelCourse,
    lateByClient: MailType.CancelWithin24hClient,
    lateByCounselor: MailType.CancelWithin24hCounselor,
  },
} as const satisfies Record<TBookingNoticeProps['kind'], TMailType> & {
  cancelConfirmation: Record<string, TMailType>;
};

/** Mailbox messages are written in the product's default locale, as every module's are. */
const MAILBOX_LOCALE = defaultApiLocale;

/** The mailbox message of a notice also mailed: the same lines, its spec type, the same page. */
export function bookingMailboxMail(userId: string, notice: TBookingNotice): TSendMail {
  return {
    userId,
    type: BOOKING_MAIL_TYPES[notice.kind],
    message: mailboxMessage(bookingNoticeLines(notice, MAILBOX_LOCALE), MAILBOX_LOCALE),
    link: notice.path,
  };
}

/** The mailbox message confirming a cancellation to the party who made it. */
export function cancelConfirmationMail(
  userId: string,
  confirmation: TCancelConfirmation & { path: string },
): TSendMail {
  const types = BOOKING_MAIL_TYPES.cancelConfirmation;
  return {
    userId,
    type: confirmation.trial
      ? types.trial
      : !confirmation.late
        ? types.early
        : confirmation.by === 'client'
          ? types.lateByClient
          : types.lateByCounselor,
    message: mailboxMessage(cancelConfirmationLines(confirmation, MAILBOX_LOCALE), MAILBOX_LOCALE),
    link: confirmation.path,
  };
}

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
  /** Queues a Web Push notification to the user's browsers in tx. */
  push(tx: DbOrTx, push: { userId: string; title: string; body: string; link: string }): Promise<void>;
  /** Queues a matching of the counselor's waitlist in tx, the transaction that freed some of their time. */
  matchWaitlist(tx: DbOrTx, counselorId: string): Promise<void>;
};

export function createBookingEvents(deps: {
  outbox: TOutbox;
  jobs: Pick<TJobs, 'send'>;
  publicUrl: string;
}): TBookingEvents {
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
    push: (tx, { userId, title, body, link }) =>
      deps.outbox.enqueue(tx, { channel: 'push', userId, notification: { title, body, link } }),
    matchWaitlist: (tx, counselorId) =>
      deps.jobs.send(tx, waitlistMatchQueue, { counselorId }, { singletonKey: counselorId }),
    async notify(tx, notice) {
      await deps.outbox.mailer(tx).send(await render(notice));
    },
  };
}
