import { describe, expect, it } from 'vitest';
import { resources } from '../lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('say everything in English that they say in Traditional Chinese, and nothing else', () => {
    expect(keys(resources['en-US']).sort()).toEqual(keys(resources['zh-TW']).sort());
  });
});
