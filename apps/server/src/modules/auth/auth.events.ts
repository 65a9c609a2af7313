import type { TApiLocale } from '@app/contracts/locale';
import type { TMail, TMailer } from '../../platform/mail/mailer.ts';

/** The account mails. Each is written in the request's language first, with a second one below. */

type TMailText = { subject: string; greeting: string; before: string; after: string; signature: string };
type TMailTexts = Record<TApiLocale, TMailText>;

const signature: Record<TApiLocale, string> = {
  'zh-tw': '線上主題諮商 敬上',
  'zh-cn': '线上主题咨商 敬上',
  'en-us': 'The Online Counselling team',
};

const activation = (nickname: string): TMailTexts => ({
  'zh-tw': {
    subject: '請啟用您的帳號',
    greeting: `${nickname} 您好：`,
    before: '謝謝您註冊線上主題諮商。請點選下方連結啟用帳號，連結在 15 分鐘內有效：',
    after: '連結過期也沒關係，您可以在登入頁面重新寄送啟用信。如果這不是您本人的註冊，請忽略這封信。',
    signature: signature['zh-tw'],
  },
  'zh-cn': {
    subject: '请启用您的账号',
    greeting: `${nickname} 您好：`,
    before: '谢谢您注册线上主题咨商。请点选下方链接启用账号，链接在 15 分钟内有效：',
    after: '链接过期也没关系，您可以在登录页面重新寄送启用信。如果这不是您本人的注册，请忽略这封信。',
    signature: signature['zh-cn'],
  },
  'en-us': {
    subject: 'Please activate your account',
    greeting: `Hello ${nickname},`,
    before:
      'Thank you for signing up. Please open the link below to activate your account; it is valid for 15 minutes:',
    after:
      'If the link has expired, you can have a new one sent from the sign-in page. If you did not sign up, you can simply ignore this e-mail.',
    signature: signature['en-us'],
  },
});

const alreadyActivated = (nickname: string): TMailTexts => ({
  'zh-tw': {
    subject: '您的帳號已經啟用',
    greeting: `${nickname} 您好：`,
    before: '我們收到重新寄送啟用信的請求，不過您的帳號已經啟用了，可以直接登入：',
    after: '如果忘記密碼，可以在登入頁面選擇「忘記密碼」。如果這不是您本人的請求，請忽略這封信。',
    signature: signature['zh-tw'],
  },
  'zh-cn': {
    subject: '您的账号已经启用',
    greeting: `${nickname} 您好：`,
    before: '我们收到重新寄送启用信的请求，不过您的账号已经启用了，可以直接登录：',
    after: '如果忘记密码，可以在登录页面选择“忘记密码”。如果这不是您本人的请求，请忽略这封信。',
    signature: signature['zh-cn'],
  },
  'en-us': {
    subject: 'Your account is already active',
    greeting: `Hello ${nickname},`,
    before:
      'We were asked to send a new activation link, but your account is already active. You can sign in here:',
    after:
      'If you have forgotten your password, choose "Forgot password" on the sign-in page. If you did not ask for this, you can ignore this e-mail.',
    signature: signature['en-us'],
  },
});

const passwordReset = (nickname: string): TMailTexts => ({
  'zh-tw': {
    subject: '重設您的密碼',
    greeting: `${nickname} 您好：`,
    before: '我們收到重設密碼的請求。請點選下方連結設定新密碼，連結在 15 分鐘內有效，且只能使用一次：',
    after: '如果這不是您本人的請求，請忽略這封信，您的密碼不會改變。',
    signature: signature['zh-tw'],
  },
  'zh-cn': {
    subject: '重设您的密码',
    greeting: `${nickname} 您好：`,
    before: '我们收到重设密码的请求。请点选下方链接设定新密码，链接在 15 分钟内有效，且只能使用一次：',
    after: '如果这不是您本人的请求，请忽略这封信，您的密码不会改变。',
    signature: signature['zh-cn'],
  },
  'en-us': {
    subject: 'Reset your password',
    greeting: `Hello ${nickname},`,
    before:
      'We were asked to reset your password. Open the link below to choose a new one; it is valid for 15 minutes and works once:',
    after: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    signature: signature['en-us'],
  },
});

export function sendActivationMail(
  mailer: TMailer,
  to: { email: string; nickname: string },
  link: string,
  locale: TApiLocale,
) {
  return mailer.send(compose(to.email, activation(to.nickname), link, locale));
}

export function sendAlreadyActivatedMail(
  mailer: TMailer,
  to: { email: string; nickname: string },
  signInLink: string,
  locale: TApiLocale,
) {
  return mailer.send(compose(to.email, alreadyActivated(to.nickname), signInLink, locale));
}

export function sendPasswordResetMail(
  mailer: TMailer,
  to: { email: string; nickname: string },
  link: string,
  locale: TApiLocale,
) {
  return mailer.send(compose(to.email, passwordReset(to.nickname), link, locale));
}

function compose(email: string, texts: TMailTexts, link: string, locale: TApiLocale): TMail {
  const languages = [texts[locale], texts[locale === 'en-us' ? 'zh-tw' : 'en-us']];
  const plain = (t: TMailText) =>
    [t.greeting, '', t.before, '', link, '', t.after, '', t.signature].join('\n');
  const html = (t: TMailText) =>
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.before)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(t.after)}</p><p>${escapeHtml(t.signature)}</p>`;
  return {
    to: email,
    subject: languages.map((t) => t.subject).join(' / '),
    text: languages.map(plain).join('\n\n----------\n\n'),
    html: `<div style="font-family: sans-serif; line-height: 1.6; color: #333">${languages.map(html).join('<hr>')}</div>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
