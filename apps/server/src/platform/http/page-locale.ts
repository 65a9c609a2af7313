import type { FastifyRequest } from 'fastify';

export type TPageLocale = 'tw' | 'us';

/** The cookie the web app writes with the visitor's language choice (apps/web/src/lib/i18n.ts). */
const LOCALE_COOKIE = 'locale';

function isPageLocale(value: unknown): value is TPageLocale {
  return value === 'tw' || value === 'us';
}

/**
 * The language a page is rendered in: `?locale=` (the address each language's alternate link
 * gives), else the visitor's remembered choice, else Traditional Chinese — the shell spec's
 * default, whatever the browser's own languages (docs/decisions.md).
 */
export function pageLocale(request: FastifyRequest): TPageLocale {
  const query = (request.query as Record<string, unknown> | undefined)?.locale;
  if (isPageLocale(query)) return query;
  const cookie = request.cookies?.[LOCALE_COOKIE];
  return isPageLocale(cookie) ? cookie : 'tw';
}
