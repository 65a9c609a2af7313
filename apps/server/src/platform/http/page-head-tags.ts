import { brandName } from '@app/contracts/brand';
import type { TPageLocale } from './page-locale.ts';

export type TPageHead = {
  title?: string;
  description?: string;
  structuredData?: readonly Record<string, unknown>[];
};

const htmlLang = { tw: 'zh-Hant-TW', us: 'en' } as const satisfies Record<TPageLocale, string>;
const ogLocale = { tw: 'zh_TW', us: 'en_US' } as const satisfies Record<TPageLocale, string>;
const brandOfLocale = { tw: brandName['zh-tw'], us: brandName['en-us'] } as const;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Query parameters that make a page of their own: an article, an author's list, a listing's page. */
const PAGE_NAMING_PARAMETERS = ['id', 'authorid', 'page', 'pageno'] as const;
/** A listing's first page is the listing itself. */
const PAGE_NUMBER_PARAMETERS = new Set<string>(['page', 'pageno']);

/**
 * The address of a page in one language: Traditional Chinese, the default, at the plain address;
 * English with `?locale=us`. Of the rest, only what names the page is kept (filters are not).
 */
export function pageAddress(publicUrl: string, url: URL, locale: TPageLocale): string {
  const address = new URL(url.pathname, publicUrl);
  for (const name of PAGE_NAMING_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value && !(PAGE_NUMBER_PARAMETERS.has(name) && value === '1')) address.searchParams.set(name, value);
  }
  if (locale === 'us') address.searchParams.set('locale', 'us');
  return address.href;
}

/** The <head> tags of a rendered page: title, description, canonical, alternates, card, JSON-LD. */
export function pageHeadTags(options: {
  head: TPageHead;
  publicUrl: string;
  url: URL;
  locale: TPageLocale;
}): string {
  const { head, publicUrl, url, locale } = options;
  const title = head.title ?? brandOfLocale[locale];
  const canonical = pageAddress(publicUrl, url, locale);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(['tw', 'us'] as const).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${htmlLang[alternate]}" href="${escapeHtml(pageAddress(publicUrl, url, alternate))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageAddress(publicUrl, url, 'tw'))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brandOfLocale[locale])}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}" />` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${ogLocale[locale]}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    head.description ? `<meta name="twitter:description" content="${escapeHtml(head.description)}" />` : '',
    ...(head.structuredData ?? []).map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

export { htmlLang };
