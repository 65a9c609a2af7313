import type { TApiLocale } from '@app/contracts/locale';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** The HTML part and the plain-text part of a mail, both from the same React component. */
export async function renderMail(mail: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { html, text };
}

/**
 * The languages a mail about an account is written in: the request's first, then a second one
 * below it, since the person may read the other language better than the page they used.
 */
export function mailLocales(locale: TApiLocale): [TApiLocale, TApiLocale] {
  return [locale, locale === 'en-us' ? 'zh-tw' : 'en-us'];
}

/** A subject in both languages of mailLocales, the request's first. */
export function bilingualSubject(locale: TApiLocale, subjectIn: (language: TApiLocale) => string): string {
  return mailLocales(locale).map(subjectIn).join(' / ');
}
