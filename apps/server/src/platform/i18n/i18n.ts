import type { TApiLocale } from '@app/contracts/locale';
import i18next, { type TFunction } from 'i18next';
import { resources, type TServerResources } from './resources.ts';

/** The i18next language of each API locale. */
export const languageOfApiLocale = {
  'zh-tw': 'zh-TW',
  'zh-cn': 'zh-CN',
  'en-us': 'en-US',
} as const satisfies Record<TApiLocale, keyof typeof resources>;

// An instance of its own: the process-wide default belongs to no one in particular.
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  ns: Object.keys(resources['zh-TW']),
  defaultNS: 'common',
  fallbackLng: 'zh-TW',
  // Texts go into JSON, SMS and plain-text mail as they are; React escapes the HTML of mails.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type TNamespace = keyof TServerResources;

/** The translation function of an API locale for one namespace (keys need no prefix). */
export function translator<Ns extends TNamespace>(locale: TApiLocale, namespace: Ns): TFunction<Ns> {
  return i18n.getFixedT(languageOfApiLocale[locale], namespace);
}
