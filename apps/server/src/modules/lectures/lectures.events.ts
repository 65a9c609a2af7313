import { defaultApiLocale } from '@app/contracts/locale';
import { MailType, type TMailType } from '@app/contracts/mail';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { translator } from '../../platform/i18n/i18n.ts';
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

/** Where mail 40 asks members to rate the lecture: the list, above which their sign-ups show. */
const MY_LECTURES_PATH = '/viewcounseloronlinegroup/Index1';

/** The counselor's page of one of their lectures, with its members and their ratings. */
const hostedLecturePath = (id: string) => `/counselor/lectures/${encodeURIComponent(id)}`;

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
    // Mail 40 is an invitation to rate the lecture: its one link is where the rating is given.
    link: notice.kind === 'completed' ? MY_LECTURES_PATH : lecturePath(lecture.id),
  };
}

/** Mail 8 for a lecture: the counselor hears of a member's rating in their mailbox. */
export function lectureFeedbackMailboxMail(options: {
  lecture: { id: string; counselorId: string; title: string };
  grade: number;
}): TSendMail {
  const { lecture, grade } = options;
  return {
    userId: lecture.counselorId,
    type: MailType.GetFeedback,
    message: translator(MAILBOX_LOCALE, 'courses')('lecture.feedbackReceived', {
      title: lecture.title,
      grade,
    }),
    link: hostedLecturePath(lecture.id),
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
          ratingLink: `${base}${MY_LECTURES_PATH}`,
          locale,
        }),
      );
      await deps.outbox
        .mailer(tx)
        .send({ to: to.email, subject: lectureSubject(notice, lecture.title, locale), ...mail });
    },
  };
}
