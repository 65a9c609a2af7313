import {
  apiLocaleOfWebLocale,
  defaultWebLocale,
  webLocales,
  type TApiLocale,
  type TWebLocale,
} from '@app/contracts/locale';
import { readCookie, writeCookie } from './cookies';
import { loadTexts, shellNamespaces, type TPageNamespace } from './page-namespaces';
import { createTranslator } from './translator';
import { setDefaultTranslator, useTranslation } from './use-translation';

/** The texts' language of each web locale id, and the BCP 47 tag the <html lang> attribute takes. */
export const languageOfLocale = { tw: 'zh-TW', us: 'en-US' } as const satisfies Record<TWebLocale, string>;
export const htmlLangOfLocale = { tw: 'zh-Hant-TW', us: 'en' } as const satisfies Record<TWebLocale, string>;

const LOCALE_KEY = 'locale';
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function isWebLocale(value: string | null): value is TWebLocale {
  return value !== null && (webLocales as readonly string[]).includes(value);
}

/**
 * The locale the server rendered this page in (it read the address, the cookie and the browser's
 * languages), else the remembered choice (storage, then cookie), else Traditional Chinese.
 */
function startLocale(): TWebLocale {
  if (typeof window === 'undefined') return defaultWebLocale;
  const stored =
    document.documentElement.dataset.locale ?? localStorage.getItem(LOCALE_KEY) ?? readCookie(LOCALE_KEY);
  return isWebLocale(stored) ? stored : defaultWebLocale;
}

function localeOfLanguage(language: string): TWebLocale {
  return language === languageOfLocale.us ? 'us' : 'tw';
}

/**
 * The browser's texts, fetched through `loadTexts`: the shell's at start, a page's with the page.
 */
export const translator = createTranslator({
  language: languageOfLocale[startLocale()],
  fallbackLanguage: languageOfLocale.tw,
  load: loadTexts,
});
setDefaultTranslator(translator);

/** The web locale, re-rendering the component when it changes. */
export function useWebLocale(): TWebLocale {
  const { i18n } = useTranslation();
  return localeOfLanguage(i18n.language);
}

/** The API locale of the UI language, re-rendering the component when it changes. */
export function useApiLocale(): TApiLocale {
  return apiLocaleOfWebLocale[useWebLocale()];
}

/** The `/api/{locale}` segment that matches the UI language, so server messages match it too. */
export function getApiLocale(): TApiLocale {
  return apiLocaleOfWebLocale[localeOfLanguage(translator.language)];
}

/** Switches the UI language and remembers the choice (storage, and a cookie for a year). */
export async function setWebLocale(locale: TWebLocale): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale);
  writeCookie(LOCALE_KEY, locale, LOCALE_COOKIE_SECONDS);
  await translator.changeLanguage(languageOfLocale[locale]);
}

// Screen readers and the browser's own features (hyphenation, translation) follow <html lang>.
translator.subscribe(() => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOfLocale[localeOfLanguage(translator.language)];
});

/** Loads namespaces in the UI language before the page renders; a missing file fails the route. */
export function loadPageNamespaces(
  namespaces: readonly (TPageNamespace | (typeof shellNamespaces)[number])[],
): Promise<void> {
  return translator.loadNamespaces(namespaces);
}

/** The texts of the shell, in the page's language only: awaited before the app first renders. */
export function loadShellTexts(): Promise<void> {
  return loadPageNamespaces(shellNamespaces);
}
