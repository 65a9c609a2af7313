import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../../lib/form-errors';

type TNewPasswordField = 'password' | 'confirmPassword';

type TNewPasswordFieldsProps = {
  /** The first field's label: the password when registering, the new password when resetting. */
  passwordLabel: string;
  register: (name: TNewPasswordField) => UseFormRegisterReturn;
  errors: { [Field in TNewPasswordField]?: { message?: string | undefined } | undefined };
};

/** A password someone chooses, with the rule it must follow, and the same password again. */
export function NewPasswordFields({ passwordLabel, register, errors }: TNewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        maxLength={30}
        required
        {...register('password')}
        error={validationText(errors.password?.message)}
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        maxLength={30}
        required
        {...register('confirmPassword')}
        error={validationText(errors.confirmPassword?.message)}
      />
    </>
  );
}
