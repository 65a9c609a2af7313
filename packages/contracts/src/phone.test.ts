import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('reads a Taiwanese mobile number without a country prefix', () => {
    expect(normalizePhone('0912 345 678')).toBe('+886912345678');
  });

  it('keeps an explicit country prefix', () => {
    expect(normalizePhone('+1 415 555 2671')).toBe('+14155552671');
  });

  it('uses the given country for national numbers', () => {
    expect(normalizePhone('138 0013 8000', 'CN')).toBe('+8613800138000');
  });

  it('refuses a landline, which cannot receive the SMS code', () => {
    expect(normalizePhone('02 2345 6789')).toBeNull();
  });

  it('refuses what is not a phone number', () => {
    expect(normalizePhone('12')).toBeNull();
    expect(normalizePhone('not a phone')).toBeNull();
  });
});
