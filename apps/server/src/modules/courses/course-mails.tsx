// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { MailLayout, MailLink, MailSection } from '../../platform/mail/templates/mail-layout.tsx';
import { mailLocales } from '../../platform/mail/templates/render-mail.ts';

export type TFeedbackRequestMailProps = {
  nickname: string;
  counselorName: string;
  link: string;
  locale: TApiLocale;
};

/** Mail 5 (complete-course feedback): the session has ended; a link to rate it. */
export function FeedbackRequestMail({ nickname, counselorName, link, locale }: TFeedbackRequestMailProps) {
  return (
    <MailLayout locale={locale}>
      {mailLocales(locale).map((language, index) => {
        const t = translator(language, 'courses');
        return (
          <MailSection key={language} locale={language} first={index === 0}>
            <p>{t('feedbackRequest.greeting', { nickname })}</p>
            <p>{t('feedbackRequest.ended', { counselor: counselorName })}</p>
            <p>{t('feedbackRequest.ask')}</p>
            <MailLink href={link} />
            <p>{t('feedbackRequest.why')}</p>
            <p>{translator(language, 'common')('signature')}</p>
          </MailSection>
        );
      })}
    </MailLayout>
  );
}

/** The subject in both languages, the first one's first. */
export function feedbackRequestSubject(locale: TApiLocale): string {
  return mailLocales(locale)
    .map((language) => translator(language, 'courses')('feedbackRequest.subject'))
    .join(' / ');
}
