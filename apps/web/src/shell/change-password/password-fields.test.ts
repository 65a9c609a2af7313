import { describe, expect, it } from 'vitest';
import { passwordFieldErrors } from './password-fields';

describe('the change-password fields', () => {
  const valid = { oldPassword: 'Demo1234', newPassword: 'Calm2025', confirmPassword: 'Calm2025' };

  it('accept 8 to 30 characters with a letter and a digit, confirmed', () => {
    expect(passwordFieldErrors(valid)).toEqual({
      oldPassword: null,
      newPassword: null,
      confirmPassword: null,
    });
  });

  it('ask for a password when a field is empty after trimming', () => {
    expect(passwordFieldErrors({ ...valid, oldPassword: '   ' }).oldPassword).toBe(
      'validation.password_enter',
    );
  });

  it('give the hint without a letter, without a digit, or under 8 characters', () => {
    for (const newPassword of [
      '12345678',
      'abcdefgh',
      'abc123',
      '密碼密碼密碼密碼',
      'a1b2c3d4e5'.repeat(3) + 'x',
    ]) {
      expect(passwordFieldErrors({ ...valid, newPassword, confirmPassword: newPassword }).newPassword).toBe(
        'validation.password_hint',
      );
    }
  });

  it('accept symbols, spaces and Chinese under the rule', () => {
    for (const newPassword of ['Passw0rd!', 'abc 1234', '密碼abc12345']) {
      expect(passwordFieldErrors({ ...valid, newPassword, confirmPassword: newPassword })).toEqual({
        oldPassword: null,
        newPassword: null,
        confirmPassword: null,
      });
    }
  });

  it('refuse a new password the common-password list holds', () => {
    const values = { ...valid, newPassword: 'password1', confirmPassword: 'password1' };
    expect(passwordFieldErrors(values, true).newPassword).toBe('validation.password_common');
    expect(passwordFieldErrors({ ...values, newPassword: 'abc' }, true).newPassword).toBe(
      'validation.password_hint',
    );
  });

  it('require the confirmation to equal the new password', () => {
    expect(passwordFieldErrors({ ...valid, confirmPassword: 'Calm2026' }).confirmPassword).toBe(
      'validation.password_mismatch',
    );
  });
});
