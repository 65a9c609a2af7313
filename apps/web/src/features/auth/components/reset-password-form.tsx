import { ZResetPasswordSchema, type TResetPassword } from '@app/contracts/auth';
import { ErrorCode } from '@app/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, useErrorText } from '../../../lib/form-errors';
import { ZChosenPasswordSchema } from '../../../lib/password-strength';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

const ZResetPasswordFormSchema = ZResetPasswordSchema.safeExtend({ password: ZChosenPasswordSchema });

/** A new password for the account the mailed link names. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const resetPassword = useResetPassword();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPassword>({
    resolver: zodResolver(ZResetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

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
        <NewPasswordFields
          passwordLabel={t('fields.newPassword')}
          password={password}
          register={register}
          errors={errors}
        />
        <Button type="submit" loading={resetPassword.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
