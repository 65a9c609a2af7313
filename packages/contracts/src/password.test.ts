import { describe, expect, it } from 'vitest';
import { passwordProblem, ZPasswordSchema } from './password.ts';

describe('password rule', () => {
  it.each([
    ['', 'enter'],
    ['   ', 'enter'],
    ['abc123', 'hint'],
    ['abcdefgh', 'hint'],
    ['12345678', 'hint'],
    ['abcd 1234', 'hint'],
    ['密碼abcd1234', 'hint'],
    ['a1'.repeat(16), 'hint'],
    ['Demo1234', null],
    ['a1'.repeat(15), null],
  ] as const)('%j → %s', (value, expected) => {
    expect(passwordProblem(value)).toBe(expected);
  });

  it('reports the rule as a message key both sides translate', () => {
    const result = ZPasswordSchema.safeParse('short1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.password_hint');
  });
});
