import { describe, expect, it } from 'vitest';
import { passwordProblem, ZPasswordSchema } from './password.ts';

describe('password rule', () => {
  it.each([
    ['', 'enter'],
    ['   ', 'enter'],
    ['abc123', 'hint'],
    ['abcdefgh', 'hint'],
    ['12345678', 'hint'],
    ['!@#$%^&*', 'hint'],
    ['密碼密碼密碼密碼', 'hint'],
    ['abcd123', 'hint'],
    ['a1'.repeat(15) + 'x', 'hint'],
    ['Passw0rd!', null],
    ['abcd 1234', null],
    ['密碼abc12345', null],
    ['密碼密碼密碼密碼1', null],
    ['Demo1234', null],
    ['abcd1234', null],
    ['a1'.repeat(15), null],
  ] as const)('%j → %s', (value, expected) => {
    expect(passwordProblem(value)).toBe(expected);
  });

  it('counts characters, not bytes: 30 Chinese characters with a digit are too long, 29 are not', () => {
    expect(passwordProblem('密'.repeat(29) + '1')).toBeNull();
    expect(passwordProblem('密'.repeat(30) + '1')).toBe('hint');
  });

  it('reports the rule as a message key both sides translate', () => {
    const result = ZPasswordSchema.safeParse('short1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.password_hint');
  });
});
