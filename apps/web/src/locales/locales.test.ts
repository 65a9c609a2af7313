import { brandName } from '@app/contracts/brand';
import { britishSpellingsIn } from '@app/contracts/us-english';
import { describe, expect, it } from 'vitest';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every text of a tree of namespaces, with its key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

/** Every namespace file, by language. */
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const namespacesOf = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, texts]) => [path.slice(language.length + 3), texts]),
  );

describe('translations', () => {
  it('say everything in English that they say in Traditional Chinese, and nothing else, array items included', () => {
    expect(keys(namespacesOf('en-US')).sort()).toEqual(keys(namespacesOf('zh-TW')).sort());
  });

  it('write English the US way', () => {
    const english = texts(namespacesOf('en-US'));
    const british = english.flatMap(([key, text]) =>
      britishSpellingsIn(text).map((word) => `${key}: ${word}`),
    );
    expect(british).toEqual([]);
  });

  it('address the reader as 你, never 您, as the mails and messages of the server do', () => {
    const chinese = texts(namespacesOf('zh-TW'));
    expect(chinese.filter(([, text]) => text.includes('您'))).toEqual([]);
  });

  it('name the product by its one name in each language', () => {
    expect(namespacesOf('zh-TW')['common.json']).toMatchObject({ siteName: brandName['zh-tw'] });
    expect(namespacesOf('en-US')['common.json']).toMatchObject({ siteName: brandName['en-us'] });
  });
});
