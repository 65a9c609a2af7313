import { z } from 'zod';

/** Password rule of the spec (shell §5, domain §5): 8–30 characters, letters and digits, one of each. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

export type TPasswordProblem = 'enter' | 'hint' | null;

/** The message a password field shows, as the change-password dialog rules describe it. */
export function passwordProblem(value: string): TPasswordProblem {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'enter';
  if (
    trimmed.length < PASSWORD_MIN_LENGTH ||
    value.length > PASSWORD_MAX_LENGTH ||
    !/^[A-Za-z0-9]+$/.test(value) ||
    !/[A-Za-z]/.test(value) ||
    !/[0-9]/.test(value)
  ) {
    return 'hint';
  }
  return null;
}

export const ZPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem === 'enter') ctx.addIssue({ code: 'custom', message: 'validation.password_enter' });
  if (problem === 'hint') ctx.addIssue({ code: 'custom', message: 'validation.password_hint' });
});
