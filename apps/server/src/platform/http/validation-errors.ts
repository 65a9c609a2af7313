import type { TFieldError } from '@app/contracts/envelope';
import type { TApiLocale } from '@app/contracts/locale';
import { isValidationMessageKey, validationMessages } from '@app/contracts/validation-messages';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { z } from 'zod';

const zodLocales = { 'zh-tw': z.locales.zhTW(), 'zh-cn': z.locales.zhCN(), 'en-us': z.locales.en() };

const fieldLabel: Record<TApiLocale, (field: string) => string> = {
  'zh-tw': (field) => `欄位 ${field}`,
  'zh-cn': (field) => `栏位 ${field}`,
  'en-us': (field) => `Field ${field}`,
};

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
    return { field, message: `${fieldLabel[locale](field)}: ${message}` };
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
