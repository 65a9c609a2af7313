// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { BilingualMail, MailLink } from '../../platform/mail/templates/mail-layout.tsx';
import { bilingualSubject } from '../../platform/mail/templates/render-mail.ts';

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
    <BilingualMail
      locale={locale}
      body={(language) => {
        const t = translator(language, 'auth');
        return (
          <>
            <p>{t(`${kind}.greeting`, { nickname })}</p>
            <p>{t(`${kind}.before`)}</p>
            <MailLink href={link} />
            <p>{t(`${kind}.after`)}</p>
          </>
        );
      }}
    />
  );
}

/** The subject in both languages, the request's first. */
export function accountMailSubject(kind: TAccountMailKind, locale: TApiLocale): string {
  return bilingualSubject(locale, (language) => translator(language, 'auth')(`${kind}.subject`));
}
