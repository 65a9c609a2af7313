import { brandName } from '@app/contracts/brand';
import { britishSpellingsIn } from '@app/contracts/us-english';
import { describe, expect, it } from 'vitest';
import { resources } from '../platform/i18n/resources.ts';

/** Every `namespace:key.path` of a language, with its text. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${key}` : key),
  );
}

const keys = (language: keyof typeof resources) => entries(resources[language]).map(([key]) => key);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}|\$t\(([\w:.]+)\)/g)].map((m) => m[0]).sort();

describe('server texts', () => {
  it('say everything in English that they say in Traditional Chinese, and nothing else', () => {
    expect(keys('en-US').sort()).toEqual(keys('zh-TW').sort());
  });

  it('have nothing in Simplified Chinese that Traditional Chinese lacks (it falls back to it)', () => {
    const traditional = new Set(keys('zh-TW'));
    expect(keys('zh-CN').filter((key) => !traditional.has(key))).toEqual([]);
  });

  it('fill in the same values in every language', () => {
    const traditional = new Map(entries(resources['zh-TW']));
    for (const language of ['en-US', 'zh-CN'] as const) {
      for (const [key, text] of entries(resources[language])) {
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(traditional.get(key) ?? ''));
      }
    }
  });

  it('write English the US way', () => {
    const british = entries(resources['en-US']).flatMap(([key, text]) =>
      britishSpellingsIn(text).map((word) => `${key}: ${word}`),
    );
    expect(british).toEqual([]);
  });

  it('name the product by its one name in each language', () => {
    expect(resources['zh-TW'].common.brand).toBe(brandName['zh-tw']);
    expect(resources['zh-CN'].common.brand).toBe(brandName['zh-cn']);
    expect(resources['en-US'].common.brand).toBe(brandName['en-us']);
  });

  it('address the reader as 你 in Chinese, never 您', () => {
    for (const language of ['zh-TW', 'zh-CN'] as const) {
      expect(entries(resources[language]).filter(([, text]) => text.includes('您'))).toEqual([]);
    }
  });
});
