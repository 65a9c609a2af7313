import type { TApiLocale } from '@app/contracts/locale';
import { createElement, type ReactElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import {
  CanceledByCounselorMail,
  canceledByCounselorSubject,
  FeedbackReceivedMail,
  feedbackReceivedSubject,
  FeedbackRequestMail,
  feedbackRequestSubject,
} from './course-mails.tsx';

/** The web page where a client rates a finished session (the mail's link). */
export const ratePagePath = (courseId: string) => `/user/rate/${courseId}`;

/** A counselor's public page, where a client books another time. */
export const counselorPagePath = (counselorId: string) => `/team/${counselorId}`;

/** The web page where a counselor reads the ratings they received. */
export const COUNSELOR_FEEDBACK_PAGE = '/counselor/coursefeedback';

export type TCoursesEvents = {
  /** Mail 5 to the client, queued in tx, the transaction that completes the course. */
  completed(
    tx: DbOrTx,
    course: {
      courseId: string;
      client: { email: string; nickname: string };
      counselorName: string;
      locale: TApiLocale;
    },
  ): Promise<void>;
  /** Mail 8 to the counselor, queued in tx, the transaction that stores the rating. */
  feedbackReceived(
    tx: DbOrTx,
    feedback: {
      counselor: { email: string; name: string };
      grade: number;
      startsAt: Date;
      locale: TApiLocale;
    },
  ): Promise<void>;
  /** Mail 42 (a trial's 24) to the client, queued in tx, the transaction that cancels the course. */
  canceledByCounselor(
    tx: DbOrTx,
    course: {
      client: { email: string; nickname: string };
      counselor: { id: string; fullName: string };
      startsAt: Date;
      reason: string;
      /** A free trial's deposit, refunded with the trial. */
      trialDeposit?: number | undefined;
      locale: TApiLocale;
    },
  ): Promise<void>;
};

export function createCoursesEvents(deps: { outbox: TOutbox; publicUrl: string }): TCoursesEvents {
  const base = deps.publicUrl.replace(/\/+$/, '');
  /** Renders the mail and queues it in tx. */
  const queue = async (tx: DbOrTx, to: string, subject: string, mail: ReactElement) => {
    await deps.outbox.mailer(tx).send({ to, subject, ...(await renderMail(mail)) });
  };
  return {
    completed: (tx, course) =>
      queue(
        tx,
        course.client.email,
        feedbackRequestSubject(course.locale),
        createElement(FeedbackRequestMail, {
          nickname: course.client.nickname,
          counselorName: course.counselorName,
          link: `${base}${ratePagePath(course.courseId)}`,
          locale: course.locale,
        }),
      ),

    feedbackReceived: (tx, feedback) =>
      queue(
        tx,
        feedback.counselor.email,
        feedbackReceivedSubject(feedback.locale),
        createElement(FeedbackReceivedMail, {
          name: feedback.counselor.name,
          grade: feedback.grade,
          startsAt: feedback.startsAt,
          link: `${base}${COUNSELOR_FEEDBACK_PAGE}`,
          locale: feedback.locale,
        }),
      ),

    canceledByCounselor: (tx, course) =>
      queue(
        tx,
        course.client.email,
        canceledByCounselorSubject(course.locale),
        createElement(CanceledByCounselorMail, {
          nickname: course.client.nickname,
          counselorName: course.counselor.fullName,
          startsAt: course.startsAt,
          reason: course.reason,
          trialDeposit: course.trialDeposit,
          link: `${base}${counselorPagePath(course.counselor.id)}`,
          locale: course.locale,
        }),
      ),
  };
}
