import { ErrorCode, type TErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../i18n/i18n.ts';

type TErrorName = keyof typeof ErrorCode;

const nameOfCode = Object.fromEntries(
  Object.entries(ErrorCode).map(([name, code]) => [code, name as TErrorName]),
) as Record<TErrorCode, TErrorName>;

const messages = new Map<string, string>();

/**
 * The user-safe message of an error code in the request's locale (locales/<lang>/api.json).
 * The texts are fixed once the server runs: each is looked up once (success answers need it on
 * every request).
 */
export function errorMessage(code: TErrorCode, locale: TApiLocale): string {
  const key = `${locale}:${code}`;
  let message = messages.get(key);
  if (message === undefined) {
    message = translator(locale, 'api')(`errors.${nameOfCode[code]}`);
    messages.set(key, message);
  }
  return message;
}
