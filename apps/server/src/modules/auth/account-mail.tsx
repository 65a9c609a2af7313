// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { MailLayout, MailLink, MailSection } from '../../platform/mail/templates/mail-layout.tsx';
import { mailLocales } from '../../platform/mail/templates/render-mail.ts';

export type TAccountMailKind = 'activation' | 'alreadyActivated' | 'passwordReset';

export type TAccountMailProps = {
  kind: TAccountMailKind;
  nickname: string;
  link: string;
  locale: TApiLocale;
};

/** An account mail (activation, already activated, password reset) around its one link. */
export function AccountMail({ kind, nickname, link, locale }: TAccountMailProps) {
  return (
    <MailLayout locale={locale}>
      {mailLocales(locale).map((language, index) => {
        const t = translator(language, 'auth');
        return (
          <MailSection key={language} locale={language} first={index === 0}>
            <p>{t(`${kind}.greeting`, { nickname })}</p>
            <p>{t(`${kind}.before`)}</p>
            <MailLink href={link} />
            <p>{t(`${kind}.after`)}</p>
            <p>{translator(language, 'common')('signature')}</p>
          </MailSection>
        );
      })}
    </MailLayout>
  );
}

/** The subject in both languages, the request's first. */
export function accountMailSubject(kind: TAccountMailKind, locale: TApiLocale): string {
  return mailLocales(locale)
    .map((language) => translator(language, 'auth')(`${kind}.subject`))
    .join(' / ');
}
