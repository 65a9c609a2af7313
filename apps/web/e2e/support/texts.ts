import auth from '../../src/locales/zh-TW/auth.json';
import common from '../../src/locales/zh-TW/common.json';
import shell from '../../src/locales/zh-TW/shell.json';

/**
 * What a visitor reads, in zh-TW: the web app's own texts (so a reworded label needs no edit
 * here, while a missing translation or a raw key still fails), and the server's messages.
 */
export const texts = { auth, common, shell };

/** The server's zh-TW messages the journeys meet (apps/server/src/platform/http/messages.ts). */
export const serverMessages = {
  invalidCredentials: '登入失敗：帳號或密碼不正確',
  accountNotActivated: /^帳號尚未啟用/,
};

/** Fills `{{name}}` placeholders as i18next does. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
