// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import type { ReactNode } from 'react';
import { languageOfApiLocale, translator } from '../../i18n/i18n.ts';
import { mailLocales } from './render-mail.ts';

const bodyStyle = { fontFamily: 'sans-serif', lineHeight: 1.6, color: '#333', margin: 0, padding: 16 };

/** The frame of every mail. React escapes every text and attribute put into it. */
export function MailLayout({ locale, children }: { locale: TApiLocale; children: ReactNode }) {
  return (
    <html lang={languageOfApiLocale[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body style={bodyStyle}>{children}</body>
    </html>
  );
}

/** The mail's text in one language; a rule separates it from the one before. */
export function MailSection({
  locale,
  first,
  children,
}: {
  locale: TApiLocale;
  first: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {!first && <hr />}
      <div lang={languageOfApiLocale[locale]}>{children}</div>
    </>
  );
}

/** A link spelled out, so that the plain-text part and a mail client without links show it too. */
export function MailLink({ href }: { href: string }) {
  return (
    <p>
      <a href={href}>{href}</a>
    </p>
  );
}

/**
 * A mail written in the locale's two languages (mailLocales), the request's first: `body` gives
 * the text in one language, and each section ends with the signature.
 */
export function BilingualMail({
  locale,
  body,
}: {
  locale: TApiLocale;
  body: (language: TApiLocale) => ReactNode;
}) {
  return (
    <MailLayout locale={locale}>
      {mailLocales(locale).map((language, index) => (
        <MailSection key={language} locale={language} first={index === 0}>
          {body(language)}
          <p>{translator(language, 'common')('signature')}</p>
        </MailSection>
      ))}
    </MailLayout>
  );
}
