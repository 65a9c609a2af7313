/** API locales (path segment) and the web app's locale ids, as the spec names them. */
export const apiLocales = ['zh-tw', 'zh-cn', 'en-us'] as const;
export type TApiLocale = (typeof apiLocales)[number];
export const defaultApiLocale: TApiLocale = 'zh-tw';

export const webLocales = ['tw', 'us'] as const;
export type TWebLocale = (typeof webLocales)[number];
export const defaultWebLocale: TWebLocale = 'tw';

export const apiLocaleOfWebLocale: Record<TWebLocale, TApiLocale> = { tw: 'zh-tw', us: 'en-us' };

export function isApiLocale(value: string): value is TApiLocale {
  return (apiLocales as readonly string[]).includes(value);
}
