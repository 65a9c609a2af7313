import { ZSignInFormSchema, type TSignInForm, type TTokenResponse } from '@app/contracts/auth';
import { ErrorCode } from '@app/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useSignIn } from '../api/sign-in';
import { CaptchaField } from './captcha-field';
import { ResendActivation } from './resend-activation';
import { EmailField } from './email-field';

/**
 * E-mail and password. An account still waiting for activation is offered the mail again; an
 * account under attack from many addresses needs the not-a-robot check, shown once the server
 * asks for it.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (token: TTokenResponse) => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaMissing, setCaptchaMissing] = useState(false);
  // A captcha answer is good for one try; a new key mounts a fresh widget after each failure.
  const [captchaKey, setCaptchaKey] = useState(0);
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

  const submit = handleSubmit((values) => {
    if (needsCaptcha && !captcha) return setCaptchaMissing(true);
    signIn.mutate(
      { ...values, ...(needsCaptcha ? { captcha } : {}) },
      {
        onError: (error) => {
          const askedForCheck =
            error instanceof ApiError &&
            (error.errorCode === ErrorCode.CaptchaRequired || error.errorCode === ErrorCode.CaptchaFailed);
          if (askedForCheck) setNeedsCaptcha(true);
          setCaptcha('');
          setCaptchaKey((key) => key + 1);
        },
      },
    );
  });

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
      <form noValidate onSubmit={submit}>
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
          {needsCaptcha && (
            <CaptchaField
              key={captchaKey}
              onChange={(value) => {
                setCaptcha(value);
                setCaptchaMissing(false);
              }}
              error={captchaMissing ? validationText('validation.captcha') : undefined}
            />
          )}
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
