import { validationMessages, type TValidationMessageKey } from '@app/contracts/validation-messages';
import auth from '../../src/locales/zh-TW/auth.json' with { type: 'json' };
import common from '../../src/locales/zh-TW/common.json' with { type: 'json' };
import shell from '../../src/locales/zh-TW/shell.json' with { type: 'json' };

/**
 * What a visitor reads, in zh-TW: the web app's own texts (so a reworded label needs no edit
 * here, while a missing translation or a raw key still fails), and the server's messages.
 */
export const texts = { auth, common, shell };

/** The zh-TW message of one of the shared schemas' validation rules (packages/contracts). */
export function validationMessage(key: TValidationMessageKey): string {
  return validationMessages[key]['zh-tw'];
}

/** The server's zh-TW messages and mail subjects the journeys meet. */
export const serverMessages = {
  invalidCredentials: '登入失敗：帳號或密碼不正確',
  accountNotActivated: /^帳號尚未啟用/,
  activationMailSubject: '請啟用您的帳號',
  resetMailSubject: '重設您的密碼',
  contactReceiptSubject: '我們已收到您的來信',
  /** The development outbox page (/dev/outbox): its heading, recipient filter and button. */
  outbox: { title: '開發用寄件匣', recipient: '收件者', filter: '篩選' },
};

/** Fills `{{name}}` placeholders as i18next does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * A text with placeholders as a pattern that matches it whatever the values: the whole text, or
 * with `{ prefix: true }` only its beginning (a label followed by a required mark or a count).
 */
export function pattern(text: string, { prefix = false } = {}): RegExp {
  const escaped = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(`^${escaped}${prefix ? '' : '$'}`);
}

/** The start of a text with markup such as `<terms>…</terms>`, up to its first tag. */
export function textBeforeMarkup(text: string): string {
  return text.split('<')[0] ?? text;
}
