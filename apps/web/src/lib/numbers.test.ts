import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups a whole number in threes with commas, as both languages write points', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(2000)).toBe('2,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('keeps the sign of a refund or a deduction outside the groups', () => {
    expect(formatNumber(-12345)).toBe('-12,345');
  });

  it("writes the same figures as the browser's own formatter in both languages", () => {
    for (const value of [5, 1800, 20000, 100000, 3500000]) {
      expect(formatNumber(value)).toBe(new Intl.NumberFormat('zh-TW').format(value));
      expect(formatNumber(value)).toBe(new Intl.NumberFormat('en').format(value));
    }
  });
});
