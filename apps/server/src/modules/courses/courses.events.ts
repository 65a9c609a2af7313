import type { TApiLocale } from '@app/contracts/locale';
import { createElement } from 'react';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import { FeedbackRequestMail, feedbackRequestSubject } from './course-mails.tsx';

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
  };
}
