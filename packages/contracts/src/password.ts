import { z } from 'zod';

/**
 * Password rule of the spec (shell §5, domain §5): 8–30 characters with at least one letter and
 * one digit. Any other character is welcome (symbols, spaces, Chinese): the rule asks for a
 * minimum, it does not narrow what a password may contain. Characters are Unicode code points.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

export type TPasswordProblem = 'enter' | 'hint' | null;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** The message a password field shows, as the change-password dialog rules describe it. */
export function passwordProblem(value: string): TPasswordProblem {
  if (value.trim().length === 0) return 'enter';
  const length = [...value].length;
  if (
    length < PASSWORD_MIN_LENGTH ||
    length > PASSWORD_MAX_LENGTH ||
    !LETTER.test(value) ||
    !DIGIT.test(value)
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
