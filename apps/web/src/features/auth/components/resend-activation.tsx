import { ZEmailOnlySchema, type TEmailOnly } from '@app/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText } from '../../../lib/form-errors';
import { useResendActivation } from '../api/resend-activation';
import { EmailField } from './email-field';

/** Sends the activation mail again: one button when the e-mail is known, else a small form asking for it. */
export function ResendActivation({ email }: { email?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  const errorText = useErrorText();
  const form = useForm<TEmailOnly>({
    resolver: zodResolver(ZEmailOnlySchema),
    defaultValues: { email: email ?? '' },
  });

  if (resend.isSuccess) {
    return (
      <Alert color="sea" role="status">
        {t('resend.sent')}
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => resend.mutate(values))}>
      <Stack gap="sm">
        {resend.isError && (
          <Alert color="red" role="alert">
            {errorText(resend.error)}
          </Alert>
        )}
        {email === undefined && (
          <EmailField registration={form.register('email')} errorKey={form.formState.errors.email?.message} />
        )}
        <Button type="submit" variant={email === undefined ? 'filled' : 'light'} loading={resend.isPending}>
          {t('resend.submit')}
        </Button>
      </Stack>
    </form>
  );
}
