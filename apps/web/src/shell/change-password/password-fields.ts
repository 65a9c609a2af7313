import { passwordProblem } from '@app/contracts/password';
import type { TValidationMessageKey } from '@app/contracts/validation-messages';

export type TPasswordFields = { oldPassword: string; newPassword: string; confirmPassword: string };
export type TPasswordField = keyof TPasswordFields;

const messageOfProblem = {
  enter: 'validation.password_enter',
  hint: 'validation.password_hint',
} as const satisfies Record<string, TValidationMessageKey>;

/**
 * Each field's message: the spec's enter-password and password-hint rules for all three, a new
 * password off the common-password list (when the list has said so), and the confirmation must
 * equal the new password (our choice, docs/decisions.md).
 */
export function passwordFieldErrors(
  values: TPasswordFields,
  newPasswordIsCommon = false,
): Record<TPasswordField, TValidationMessageKey | null> {
  const messageOf = (value: string) => {
    const problem = passwordProblem(value);
    return problem ? messageOfProblem[problem] : null;
  };
  return {
    oldPassword: messageOf(values.oldPassword),
    newPassword: messageOf(values.newPassword) ?? (newPasswordIsCommon ? 'validation.password_common' : null),
    confirmPassword:
      messageOf(values.confirmPassword) ??
      (values.confirmPassword !== values.newPassword ? 'validation.password_mismatch' : null),
  };
}
