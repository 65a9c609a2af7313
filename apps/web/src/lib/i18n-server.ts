import type { TWebLocale } from '@app/contracts/locale';
import { createInstance, type i18n as TI18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledResources, languageOfLocale } from './i18n';

/** Every namespace of both languages, bundled into the server build. */
const pageFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default', eager: true });

function allResources() {
  const all: Record<string, Record<string, ResourceKey>> = {
    'zh-TW': { ...bundledResources['zh-TW'] },
    'en-US': { ...bundledResources['en-US'] },
  };
  for (const [file, texts] of Object.entries(pageFiles)) {
    const [, language, namespace] = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (language && namespace && all[language] && !(namespace in all[language])) {
      all[language][namespace] = texts;
    }
  }
  return all;
}

const instances = new Map<TWebLocale, TI18n>();

/**
 * One i18next per locale on the server, holding every text: each request renders with the one of
 * its locale, never switching a shared instance's language under another request.
 */
export function serverI18n(locale: TWebLocale): TI18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: allResources(),
    lng: languageOfLocale[locale],
    fallbackLng: 'zh-TW',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instances.set(locale, instance);
  return instance;
}
