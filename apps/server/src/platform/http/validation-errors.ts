import type { TFieldError } from '@app/contracts/envelope';
import type { TApiLocale } from '@app/contracts/locale';
import { isValidationMessageKey, validationMessages } from '@app/contracts/validation-messages';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { z } from 'zod';
import { translator } from '../i18n/i18n.ts';

const zodLocales = { 'zh-tw': z.locales.zhTW(), 'zh-cn': z.locales.zhCN(), 'en-us': z.locales.en() };

/**
 * Turns schema validation failures into `{ field, message }` pairs in the request's locale:
 * our own rule keys through the shared table, zod's built-in rules through zod's locales.
 */
export function localizeValidationErrors(
  errors: FastifySchemaValidationError[],
  locale: TApiLocale,
): TFieldError[] {
  return errors.map((error) => {
    const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const raw = error.message ?? '';
    const message = isValidationMessageKey(raw)
      ? validationMessages[raw][locale]
      : (translateZodIssue(error, locale) ?? raw);
    return { field, message: translator(locale, 'api')('validation.field', { field, message }) };
  });
}

function translateZodIssue(error: FastifySchemaValidationError, locale: TApiLocale): string | undefined {
  type TRawIssue = Parameters<ReturnType<typeof z.locales.en>['localeError']>[0];
  const issue = {
    input: undefined,
    ...(error.params as object),
    code: error.keyword,
    path: [],
  } as unknown as TRawIssue;
  const translated = zodLocales[locale].localeError(issue);
  return typeof translated === 'string' ? translated : translated?.message;
}

/** The envelope's message of a validation failure: the general message, then each field's. */
export function validationSummary(fields: TFieldError[], locale: TApiLocale, message: string): string {
  const t = translator(locale, 'api');
  return t('validation.summary', {
    message,
    fields: fields.map((field) => field.message).join(t('validation.separator')),
  });
}

/**
 * A failure the error handler answers like a schema's, for rules a service checks: 400 with each
 * field (dotted path) and its localized message.
 */
export function fieldsError(fields: { path: (string | number)[]; message: string }[]): Error {
  return Object.assign(new Error(`invalid: ${fields.map((field) => field.path.join('.')).join(', ')}`), {
    statusCode: 400,
    validation: fields.map(({ path, message }) => ({
      instancePath: path.map((segment) => `/${segment}`).join(''),
      schemaPath: '',
      keyword: 'custom',
      params: {},
      message,
    })),
    validationContext: 'body',
  });
}
