import { ZEmailOnlySchema, type TEmailOnly } from '@app/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailField } from './email-field';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TEmailOnly>({ resolver: zodResolver(ZEmailOnlySchema), defaultValues: { email: '' } });

  if (requestReset.isSuccess) {
    return (
      <Alert color="sea" role="status">
        {t('forgot.sent')}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit((values) => requestReset.mutate(values))}>
      <Stack>
        <Text>{t('forgot.lead')}</Text>
        {requestReset.isError && (
          <Alert color="red" role="alert">
            {errorText(requestReset.error)}
          </Alert>
        )}
        <EmailField registration={register('email')} errorKey={errors.email?.message} />
        <Button type="submit" loading={requestReset.isPending}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
