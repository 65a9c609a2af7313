import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem, ZPasswordSchema } from './password.ts';

/**
 * The common-password list and the strength estimate. This module carries a large dictionary:
 * the server imports it directly, the web app only through a dynamic import, so pages that do
 * not choose a password never download it.
 */

/** The spec's five strength levels: zxcvbn's score, 0 (guessed at once) to 4 (very hard). */
export const passwordStrengthLevels = [0, 1, 2, 3, 4] as const;
export type TPasswordStrengthLevel = (typeof passwordStrengthLevels)[number];

// zxcvbn-ts's ranked list of leaked passwords, maintained with the library (about 49,000 entries).
const commonPasswords = new Set(dictionary['passwords-common'] as unknown as readonly string[]);
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** True when the whole password, in any letter case, is on the common-password list. */
export function isCommonPassword(value: string): boolean {
  return commonPasswords.has(value.toLowerCase());
}

/** How hard the password is to guess; a listed password is always the weakest level. */
export function passwordStrength(value: string): TPasswordStrengthLevel {
  if (value.length === 0 || isCommonPassword(value)) return 0;
  return zxcvbn.check(value).score;
}

/** A password someone chooses (registration, reset, change): the rule, and not a common one. */
export const ZNewPasswordSchema = ZPasswordSchema.refine(
  // A password that breaks the rule already says so; the list is checked only after it.
  (value) => passwordProblem(value) !== null || !isCommonPassword(value),
  { message: 'validation.password_common' },
);
