import type { TApiLocale } from '@app/contracts/locale';
import { createElement } from 'react';
import type { TMail, TMailer } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates/render-mail.ts';
import { AccountMail, accountMailSubject, type TAccountMailKind } from './account-mail.tsx';

/** The account mails. Each is written in the request's language first, with a second one below. */

type TRecipient = { email: string; nickname: string };

export async function sendActivationMail(mailer: TMailer, to: TRecipient, link: string, locale: TApiLocale) {
  return mailer.send(await compose('activation', to, link, locale));
}

export async function sendAlreadyActivatedMail(
  mailer: TMailer,
  to: TRecipient,
  signInLink: string,
  locale: TApiLocale,
) {
  return mailer.send(await compose('alreadyActivated', to, signInLink, locale));
}

export async function sendPasswordResetMail(
  mailer: TMailer,
  to: TRecipient,
  link: string,
  locale: TApiLocale,
) {
  return mailer.send(await compose('passwordReset', to, link, locale));
}

async function compose(
  kind: TAccountMailKind,
  to: TRecipient,
  link: string,
  locale: TApiLocale,
): Promise<TMail> {
  const { html, text } = await renderMail(
    createElement(AccountMail, { kind, nickname: to.nickname, link, locale }),
  );
  return { to: to.email, subject: accountMailSubject(kind, locale), text, html };
}
