import { PASSWORD_MAX_LENGTH } from '@app/contracts/password';
import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { useValidationText } from '../../../lib/form-errors';

type TNewPasswordField = 'password' | 'confirmPassword';

type TNewPasswordFieldsProps = {
  /** The first field's label: the password when registering, the new password when resetting. */
  passwordLabel: string;
  /** The password as typed so far, for the strength meter. */
  password: string;
  register: (name: TNewPasswordField) => UseFormRegisterReturn;
  errors: { [Field in TNewPasswordField]?: { message?: string | undefined } | undefined };
};

/** A password someone chooses, with the rule it must follow, how strong it is, and the same again. */
export function NewPasswordFields({ passwordLabel, password, register, errors }: TNewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        {...register('password')}
        error={validationText(errors.password?.message)}
      />
      <PasswordStrengthMeter password={password} />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        {...register('confirmPassword')}
        error={validationText(errors.confirmPassword?.message)}
      />
    </>
  );
}
