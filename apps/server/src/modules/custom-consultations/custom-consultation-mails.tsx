// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { BilingualMail, MailLink } from '../../platform/mail/templates/mail-layout.tsx';
import { bilingualSubject } from '../../platform/mail/templates/render-mail.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';

/** What a custom-consultation notice tells: to the counselor a new request, to the client its answer. */
export type TCustomConsultationNotice =
  | { kind: 'requested'; minutes: number; preferredTimes: string; deadline: Date }
  | { kind: 'accepted'; startsAt: Date; price: number; deadline: Date }
  | { kind: 'declined'; reason: string }
  | { kind: 'expired' };

export type TCustomConsultationMailProps = TCustomConsultationNotice & {
  nickname: string;
  /** The other party's name. */
  counterpart: string;
  link: string;
  locale: TApiLocale;
};

/** What a notice says (without greeting and link), one line a paragraph; the mailbox joins them. */
export function customConsultationLines(
  notice: TCustomConsultationNotice & { counterpart: string },
  language: TApiLocale,
): string[] {
  const t = translator(language, 'courses');
  const { counterpart } = notice;
  switch (notice.kind) {
    case 'requested':
      return [
        t('customConsultation.requested.body', {
          counterpart,
          minutes: notice.minutes,
          preferredTimes: notice.preferredTimes,
        }),
        t('customConsultation.requested.deadline', { deadline: sessionTime(notice.deadline, language) }),
      ];
    case 'accepted':
      return [
        t('customConsultation.accepted.body', {
          counterpart,
          time: sessionTime(notice.startsAt, language),
          price: notice.price,
        }),
        t('customConsultation.accepted.deadline', { deadline: sessionTime(notice.deadline, language) }),
      ];
    case 'declined':
      return [
        t('customConsultation.declined.body', { counterpart }),
        t('customConsultation.declined.reason', { reason: notice.reason }),
      ];
    case 'expired':
      return [t('customConsultation.expired.body', { counterpart })];
  }
}

/** One custom-consultation notice, in the locale's languages, with a link to the request list. */
export function CustomConsultationMail(props: TCustomConsultationMailProps) {
  return (
    <BilingualMail
      locale={props.locale}
      body={(language) => (
        <>
          <p>
            {translator(language, 'courses')('customConsultation.greeting', { nickname: props.nickname })}
          </p>
          {customConsultationLines(props, language).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <MailLink href={props.link} />
        </>
      )}
    />
  );
}

export function customConsultationSubject(
  kind: TCustomConsultationNotice['kind'],
  locale: TApiLocale,
): string {
  return bilingualSubject(locale, (language) =>
    translator(language, 'courses')(`customConsultation.${kind}.subject`),
  );
}
