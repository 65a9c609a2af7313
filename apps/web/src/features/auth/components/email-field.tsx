import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useValidationText } from '../../../lib/form-errors';

type TEmailFieldProps = {
  registration: UseFormRegisterReturn;
  /** The field's validation message key, if any. */
  errorKey: string | undefined;
  /** 'username' where the e-mail signs someone in, so password managers pair it with the password. */
  autoComplete?: 'email' | 'username';
};

/** The e-mail address of an account, as every auth form asks for it. */
export function EmailField({ registration, errorKey, autoComplete = 'email' }: TEmailFieldProps) {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete={autoComplete}
      required
      {...registration}
      error={validationText(errorKey)}
    />
  );
}
