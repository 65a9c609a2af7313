import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordStrength, ZNewPasswordSchema } from './password-strength.ts';

const issuesOf = (value: string) =>
  ZNewPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('new password', () => {
  it('accepts passwords the rule allows and the list does not hold', () => {
    expect(issuesOf('Passw0rd!')).toEqual([]);
    expect(issuesOf('密碼abc12345')).toEqual([]);
    expect(issuesOf('calm river 2025')).toEqual([]);
  });

  it('refuses the most common passwords, in any letter case', () => {
    expect(issuesOf('password1')).toEqual(['validation.password_common']);
    expect(issuesOf('PassWord1')).toEqual(['validation.password_common']);
    expect(issuesOf('abcd1234')).toEqual(['validation.password_common']);
    expect(isCommonPassword('qwerty123')).toBe(true);
  });

  it('refuses 7 and 31 characters with the rule, not as common', () => {
    expect(issuesOf('abcd123')).toEqual(['validation.password_hint']);
    expect(issuesOf('a1b2c3d4e5'.repeat(3) + 'x')).toEqual(['validation.password_hint']);
  });
});

describe('password strength', () => {
  it('places a password on one of five levels, a listed one always on the lowest', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('password1')).toBe(0);
    expect(passwordStrength('Passw0rd!')).toBe(1);
    expect(passwordStrength('Demo1234')).toBe(2);
    expect(passwordStrength('correct horse battery 9')).toBe(4);
  });
});
