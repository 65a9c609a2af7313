import { defaultApiLocale } from '@app/contracts/locale';
import { MailType, type TMailType } from '@app/contracts/mail';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import { mailboxMessage } from '../courses/booking-mails.tsx';
import type { TSendMail } from '../mail/mail.service.ts';
import {
  LectureMail,
  lectureNoticeLines,
  lectureSubject,
  type TLectureFacts,
  type TLectureNotice,
} from './lecture-mails.tsx';
import { lecturePath } from './lecture-view.ts';

/** Where mail 40 asks members to say how the lecture went. */
export const CONTACT_PATH = '/contactus';

/** The spec's mail of each notice: 36 group course success, 37 fail, 40 feedback. */
const MAIL_TYPE: Record<TLectureNotice['kind'], TMailType> = {
  confirmed: MailType.GroupCourseSuccess,
  tooFewMembers: MailType.GroupCourseFail,
  canceledByCounselor: MailType.GroupCourseFail,
  completed: MailType.CompleteGroupCourseFeedback,
};

/**
 * A notice to one person: by e-mail and in their mailbox on the site. A member's e-mail goes to
 * the address they typed when signing up; the counselor's to their account's.
 */
export type TLectureMessage = {
  notice: TLectureNotice;
  lecture: TLectureFacts;
  to: { id: string; email: string; nickname: string };
};

/** Mailbox messages are written in the product's default locale, as every module's are. */
const MAILBOX_LOCALE = defaultApiLocale;

export function lectureMailboxMail({ notice, lecture, to }: TLectureMessage): TSendMail {
  return {
    userId: to.id,
    type: MAIL_TYPE[notice.kind],
    message: mailboxMessage(lectureNoticeLines(notice, lecture, MAILBOX_LOCALE), MAILBOX_LOCALE),
    // Mail 40 is an invitation to say how it went: its one link is the contact page.
    link: notice.kind === 'completed' ? CONTACT_PATH : lecturePath(lecture.id),
  };
}

export type TLectureEvents = {
  /** Queues the e-mail in tx, the transaction that makes the change it tells of. */
  notify(tx: DbOrTx, message: TLectureMessage): Promise<void>;
};

export function createLectureEvents(deps: { outbox: TOutbox; publicUrl: string }): TLectureEvents {
  const base = deps.publicUrl.replace(/\/+$/, '');
  return {
    async notify(tx, { notice, lecture, to }) {
      const locale = defaultApiLocale;
      const mail = await renderMail(
        createElement(LectureMail, {
          notice,
          lecture,
          nickname: to.nickname,
          link: `${base}${lecturePath(lecture.id)}`,
          contactLink: `${base}${CONTACT_PATH}`,
          locale,
        }),
      );
      await deps.outbox
        .mailer(tx)
        .send({ to: to.email, subject: lectureSubject(notice, lecture.title, locale), ...mail });
    },
  };
}
