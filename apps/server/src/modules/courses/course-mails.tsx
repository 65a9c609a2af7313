// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { translator } from '../../platform/i18n/i18n.ts';
import { BilingualMail, MailLink } from '../../platform/mail/templates/mail-layout.tsx';
import { bilingualSubject } from '../../platform/mail/templates/render-mail.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';

type TCoursesText = TFunction<'courses'>;

/** A course mail in both languages: `body` writes it with the courses texts of each. */
function CoursesMail(props: {
  locale: TApiLocale;
  body: (t: TCoursesText, language: TApiLocale) => ReactNode;
}) {
  return (
    <BilingualMail
      locale={props.locale}
      body={(language) => props.body(translator(language, 'courses'), language)}
    />
  );
}

/** A course mail's subject in both languages. */
function coursesSubject(
  locale: TApiLocale,
  mail: 'feedbackRequest' | 'feedbackReceived' | 'canceledByCounselor',
): string {
  return bilingualSubject(locale, (language) => translator(language, 'courses')(`${mail}.subject`));
}

export type TFeedbackRequestMailProps = {
  nickname: string;
  counselorName: string;
  link: string;
  locale: TApiLocale;
};

/** Mail 5 (complete-course feedback): the session has ended; a link to rate it. */
export function FeedbackRequestMail({ nickname, counselorName, link, locale }: TFeedbackRequestMailProps) {
  return (
    <CoursesMail
      locale={locale}
      body={(t) => (
        <>
          <p>{t('feedbackRequest.greeting', { nickname })}</p>
          <p>{t('feedbackRequest.ended', { counselor: counselorName })}</p>
          <p>{t('feedbackRequest.ask')}</p>
          <MailLink href={link} />
          <p>{t('feedbackRequest.why')}</p>
        </>
      )}
    />
  );
}

/** The subject in both languages, the first one's first. */
export function feedbackRequestSubject(locale: TApiLocale): string {
  return coursesSubject(locale, 'feedbackRequest');
}

export type TFeedbackReceivedMailProps = {
  name: string;
  grade: number;
  startsAt: Date;
  /** The counselor's page of ratings. */
  link: string;
  locale: TApiLocale;
};

/** Mail 8 (get feedback): a client rated a session; the stars, which session, and where to read it. */
export function FeedbackReceivedMail(props: TFeedbackReceivedMailProps) {
  return (
    <CoursesMail
      locale={props.locale}
      body={(t, language) => (
        <>
          <p>{t('feedbackReceived.greeting', { name: props.name })}</p>
          <p>
            {t('feedbackReceived.rated', {
              grade: props.grade,
              time: sessionTime(props.startsAt, language),
            })}
          </p>
          <p>{t('feedbackReceived.read')}</p>
          <MailLink href={props.link} />
        </>
      )}
    />
  );
}

export function feedbackReceivedSubject(locale: TApiLocale): string {
  return coursesSubject(locale, 'feedbackReceived');
}

export type TCanceledByCounselorMailProps = {
  nickname: string;
  counselorName: string;
  startsAt: Date;
  reason: string;
  /** A free trial's deposit, refunded with the trial. */
  trialDeposit?: number | undefined;
  /** The counselor's page, to book another time. */
  link: string;
  locale: TApiLocale;
};

/**
 * Mail 42 (course cancel reason message; a trial's 24): the counselor had to cancel; when, why,
 * a trial's deposit and quota back, and how to book again.
 */
export function CanceledByCounselorMail(props: TCanceledByCounselorMailProps) {
  return (
    <CoursesMail
      locale={props.locale}
      body={(t, language) => (
        <>
          <p>{t('canceledByCounselor.greeting', { nickname: props.nickname })}</p>
          <p>
            {t('canceledByCounselor.canceled', {
              counselor: props.counselorName,
              time: sessionTime(props.startsAt, language),
            })}
          </p>
          <p>{t('canceledByCounselor.reason', { reason: props.reason })}</p>
          {props.trialDeposit !== undefined && (
            <p>{t('canceledByCounselor.trialBack', { points: props.trialDeposit })}</p>
          )}
          <p>{t('canceledByCounselor.again')}</p>
          <MailLink href={props.link} />
        </>
      )}
    />
  );
}

export function canceledByCounselorSubject(locale: TApiLocale): string {
  return coursesSubject(locale, 'canceledByCounselor');
}
