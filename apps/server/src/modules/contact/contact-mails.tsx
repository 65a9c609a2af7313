// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { MailLayout, MailSection } from '../../platform/mail/templates/mail-layout.tsx';
import type { TReceivedContactMessage } from './contact.events.ts';

/** Support reads Traditional Chinese; the sender's own words are quoted as they wrote them. */
export const SUPPORT_LOCALE: TApiLocale = 'zh-tw';

export function subjectLabel(message: TReceivedContactMessage, locale: TApiLocale): string {
  return translator(locale, 'contact')(`subjects.${message.subject}`);
}

/** The message forwarded to support, with who sent it and the reference to answer with. */
export function SupportMail({ message }: { message: TReceivedContactMessage }) {
  const t = translator(SUPPORT_LOCALE, 'contact');
  const facts: [string, string][] = [
    [t('support.name'), message.name],
    [t('support.email'), message.email],
    [t('support.category'), subjectLabel(message, SUPPORT_LOCALE)],
    [t('support.locale'), message.locale],
    [t('support.reference'), message.reference],
  ];
  return (
    <MailLayout locale={SUPPORT_LOCALE}>
      {facts.map(([term, value]) => (
        <div key={term}>{`${term}：${value}`}</div>
      ))}
      <br />
      {/* One line each, so that the plain-text part keeps the sender's line breaks. */}
      {message.message.split('\n').map((line, index) => (
        <div key={index}>{line || <br />}</div>
      ))}
    </MailLayout>
  );
}

/**
 * The acknowledgement quotes neither the sender's name nor their message: anyone can type any
 * address into the form, and a mail that repeats their text would let them send it to a stranger.
 */
export function AcknowledgementMail({ message }: { message: TReceivedContactMessage }) {
  const t = translator(message.locale, 'contact');
  return (
    <MailLayout locale={message.locale}>
      <MailSection locale={message.locale} first>
        <p>{t('acknowledgement.greeting')}</p>
        <p>{t('acknowledgement.received', { subject: subjectLabel(message, message.locale) })}</p>
        <p>{t('acknowledgement.reference', { reference: message.reference })}</p>
        <p>{t('acknowledgement.notYou')}</p>
        <p>{translator(message.locale, 'common')('signature')}</p>
      </MailSection>
    </MailLayout>
  );
}
