import type { TWebLocale } from '@app/contracts/locale';
import { languageOfLocale } from './i18n';
import { createTranslator, type TTranslator } from './translator';

/** Every namespace of both languages, bundled into the server build. */
const pageFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
  eager: true,
});

function allResources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {
    'zh-TW': {},
    'en-US': {},
  };
  for (const [file, texts] of Object.entries(pageFiles)) {
    const [, language, namespace] = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (language && namespace && all[language] && !(namespace in all[language])) {
      all[language][namespace] = texts;
    }
  }
  return all;
}

const translators = new Map<TWebLocale, TTranslator>();

/**
 * One translator per locale on the server, holding every text: each request renders with the one
 * of its locale, never switching a shared translator's language under another request.
 */
export function serverTranslator(locale: TWebLocale): TTranslator {
  const existing = translators.get(locale);
  if (existing) return existing;
  const translator = createTranslator({
    language: languageOfLocale[locale],
    fallbackLanguage: languageOfLocale.tw,
    resources: allResources(),
  });
  translators.set(locale, translator);
  return translator;
}
