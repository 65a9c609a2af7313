import { ErrorCode } from '@app/contracts/error-codes';
import type { TEnvelope } from '@app/contracts/envelope';
import type { TApiLocale } from '@app/contracts/locale';
import { errorMessage } from './messages.ts';

/** The success envelope: error_code 0 with the locale's "success" message. */
export function ok<T>(data: T, locale: TApiLocale): TEnvelope<T> {
  return { error_code: ErrorCode.Success, message: errorMessage(ErrorCode.Success, locale), data };
}
