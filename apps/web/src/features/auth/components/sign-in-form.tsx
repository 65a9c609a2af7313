import { ZSignInFormSchema, type TSignInForm, type TTokenResponse } from '@app/contracts/auth';
import { ErrorCode } from '@app/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useSignIn } from '../api/sign-in';
import { ResendActivation } from './resend-activation';
import { EmailField } from './email-field';

/** E-mail and password. An account still waiting for activation is offered the mail again. */
export function SignInForm({ onSignedIn }: { onSignedIn: (token: TTokenResponse) => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSignInForm>({
    resolver: zodResolver(ZSignInFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const needsActivation =
    signIn.error instanceof ApiError && signIn.error.errorCode === ErrorCode.AccountNotActivated;

  return (
    <Stack>
      {signIn.isError && (
        <Alert color="red" role="alert">
          <Stack gap="sm">
            <Text size="sm">{errorText(signIn.error)}</Text>
            {/* Outside the sign-in form: forms do not nest. */}
            {needsActivation && <ResendActivation email={signIn.variables.username} />}
          </Stack>
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        <Stack>
          <EmailField
            registration={register('username')}
            errorKey={errors.username?.message}
            autoComplete="username"
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...register('password')}
            error={validationText(errors.password?.message)}
          />
          <Anchor component={Link} to={paths.signIn.getHref('forgot')} size="sm">
            {t('signIn.forgotLink')}
          </Anchor>
          <Button type="submit" loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
