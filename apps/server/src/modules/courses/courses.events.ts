import type { TApiLocale } from '@app/contracts/locale';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import {
  CanceledByCounselorMail,
  canceledByCounselorSubject,
  FeedbackRequestMail,
  feedbackRequestSubject,
} from './course-mails.tsx';

/** The web page where a client rates a finished session (the mail's link). */
export const ratePagePath = (courseId: string) => `/user/rate/${courseId}`;

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
  /** Mail 42 to the client, queued in tx, the transaction that cancels the course. */
  canceledByCounselor(
    tx: DbOrTx,
    course: {
      client: { email: string; nickname: string };
      counselor: { id: string; fullName: string };
      startsAt: Date;
      reason: string;
      locale: TApiLocale;
    },
  ): Promise<void>;
};

export function createCoursesEvents(deps: { outbox: TOutbox; publicUrl: string }): TCoursesEvents {
  const base = deps.publicUrl.replace(/\/+$/, '');
  return {
    async completed(tx, course) {
      const mail = await renderMail(
        createElement(FeedbackRequestMail, {
          nickname: course.client.nickname,
          counselorName: course.counselorName,
          link: `${base}${ratePagePath(course.courseId)}`,
          locale: course.locale,
        }),
      );
      await deps.outbox
        .mailer(tx)
        .send({ to: course.client.email, subject: feedbackRequestSubject(course.locale), ...mail });
    },

    async canceledByCounselor(tx, course) {
      const mail = await renderMail(
        createElement(CanceledByCounselorMail, {
          nickname: course.client.nickname,
          counselorName: course.counselor.fullName,
          startsAt: course.startsAt,
          reason: course.reason,
          link: `${base}/team/${course.counselor.id}`,
          locale: course.locale,
        }),
      );
      await deps.outbox
        .mailer(tx)
        .send({ to: course.client.email, subject: canceledByCounselorSubject(course.locale), ...mail });
    },
  };
}
