import { ErrorCode, type TErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../i18n/i18n.ts';

type TErrorName = keyof typeof ErrorCode;

const nameOfCode = Object.fromEntries(
  Object.entries(ErrorCode).map(([name, code]) => [code, name as TErrorName]),
) as Record<TErrorCode, TErrorName>;

/** The user-safe message of an error code in the request's locale (locales/<lang>/api.json). */
export function errorMessage(code: TErrorCode, locale: TApiLocale): string {
  return translator(locale, 'api')(`errors.${nameOfCode[code]}`);
}
