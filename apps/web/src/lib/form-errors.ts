import { isValidationMessageKey, validationMessages } from '@app/contracts/validation-messages';
import { useApiLocale } from './i18n';
import { useTranslation } from './use-translation';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Turns a field's message into text: the shared schemas carry keys of the validation table
 * (looked up here in the UI language; the table loads with the forms, not with the first page); the server's messages arrive translated and pass through.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const locale = useApiLocale();
  return (message) => {
    if (!message) return undefined;
    return isValidationMessageKey(message) ? validationMessages[message][locale] : message;
  };
}

/** The message to show for a failed call: the server's own when it sent one. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error) => {
    if (error instanceof ApiError && error.message) return error.message;
    if (error instanceof TypeError) return t('errors.network');
    return t('errors.unknown');
  };
}

/** Shows a validation failure (1000) under the fields it names; false when it named none of them. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const named = error.fieldErrors.filter((fieldError) =>
    (fields as readonly string[]).includes(fieldError.field),
  );
  for (const fieldError of named) {
    setError(fieldError.field as Path<T>, { type: 'server', message: fieldError.message });
  }
  return named.length > 0;
}
