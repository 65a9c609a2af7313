import { describe, expect, it } from 'vitest';
import { resources } from '../lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every namespace file, bundled or loaded with its page, by language. */
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const namespacesOf = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, texts]) => [path.slice(language.length + 3), texts]),
  );

describe('translations', () => {
  it('say everything in English that they say in Traditional Chinese, and nothing else', () => {
    expect(keys(resources['en-US']).sort()).toEqual(keys(resources['zh-TW']).sort());
  });

  it('do so in the page namespaces too, array items included', () => {
    expect(keys(namespacesOf('en-US')).sort()).toEqual(keys(namespacesOf('zh-TW')).sort());
  });
});
