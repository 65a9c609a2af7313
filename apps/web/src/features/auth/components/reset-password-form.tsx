import { ZResetPasswordSchema, type TResetPassword } from '@app/contracts/auth';
import { ErrorCode } from '@app/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';

/** A new password for the account the mailed link names. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPassword>({
    resolver: zodResolver(ZResetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (resetPassword.isSuccess) {
    return (
      <Stack>
        <Alert color="sea" role="status">
          {t('reset.success')}
        </Alert>
        <Button component={Link} to={paths.signIn.getHref()}>
          {t('activate.goSignIn')}
        </Button>
      </Stack>
    );
  }

  const error = resetPassword.error;
  const linkInvalid = error instanceof ApiError && error.errorCode === ErrorCode.ResetLinkInvalid;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        resetPassword.mutate(values, {
          onError: (failure) => showFieldErrors(failure, setError, ['password', 'confirmPassword']),
        }),
      )}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {linkInvalid ? t('reset.invalid') : errorText(error)}
            {linkInvalid && (
              <>
                {' '}
                <Anchor component={Link} to={paths.signIn.getHref('forgot')} inherit>
                  {t('reset.requestAgain')}
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <PasswordInput
          label={t('fields.newPassword')}
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
        <Button type="submit" loading={resetPassword.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
