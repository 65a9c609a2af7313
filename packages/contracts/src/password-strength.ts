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

let checkers: { commonPasswords: Set<string>; zxcvbn: ZxcvbnFactory } | undefined;

/**
 * Built on first use, not when the module loads: building zxcvbn's ranked dictionaries takes a
 * while, and a server start that never checks a password should not wait for it.
 */
function passwordCheckers() {
  checkers ??= {
    // zxcvbn-ts's ranked list of leaked passwords, maintained with the library (about 49,000 entries).
    commonPasswords: new Set(dictionary['passwords-common'] as unknown as readonly string[]),
    zxcvbn: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }),
  };
  return checkers;
}

/** True when the whole password, in any letter case, is on the common-password list. */
export function isCommonPassword(value: string): boolean {
  return passwordCheckers().commonPasswords.has(value.toLowerCase());
}

/** How hard the password is to guess; a listed password is always the weakest level. */
export function passwordStrength(value: string): TPasswordStrengthLevel {
  if (value.length === 0 || isCommonPassword(value)) return 0;
  return passwordCheckers().zxcvbn.check(value).score;
}

/** A password someone chooses (registration, reset, change): the rule, and not a common one. */
export const ZNewPasswordSchema = ZPasswordSchema.refine(
  // A password that breaks the rule already says so; the list is checked only after it.
  (value) => passwordProblem(value) !== null || !isCommonPassword(value),
  { message: 'validation.password_common' },
);
