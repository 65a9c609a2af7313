import { ZRegisterSchema, type TRegister } from '@app/contracts/auth';
import { ErrorCode } from '@app/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { AgreementCheckbox } from '../../../components/ui/agreement-checkbox';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors, useErrorText, useValidationText } from '../../../lib/form-errors';
import { ZChosenPasswordSchema } from '../../../lib/password-strength';
import { useRegisterAccount } from '../api/register-account';
import { CaptchaField } from './captcha-field';
import { NewPasswordFields } from './new-password-fields';
import { ResendActivation } from './resend-activation';
import { EmailField } from './email-field';

const ZRegisterFormSchema = ZRegisterSchema.safeExtend({ password: ZChosenPasswordSchema });
type TRegisterInput = z.input<typeof ZRegisterFormSchema>;

const serverFields = ['email', 'password', 'confirmPassword', 'nickname', 'agreeTerms', 'captcha'] as const;

/** A client's account: e-mail, password twice, nickname, the terms, and the not-a-robot check. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const validationText = useValidationText();
  // A captcha answer is good for one try; a new key mounts a fresh widget after each failure.
  const [captchaKey, setCaptchaKey] = useState(0);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TRegisterInput, unknown, TRegister>({
    resolver: zodResolver(ZRegisterFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', nickname: '', captcha: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const registerAccount = useRegisterAccount();

  const submit = handleSubmit((values) =>
    registerAccount.mutate(values, {
      onError: (error) => {
        setValue('captcha', '');
        setCaptchaKey((key) => key + 1);
        if (!(error instanceof ApiError)) return;
        if (error.errorCode === ErrorCode.EmailTaken) setError('email', { message: error.message });
        if (error.errorCode === ErrorCode.CaptchaFailed) setError('captcha', { message: error.message });
        showFieldErrors(error, setError, serverFields);
      },
    }),
  );

  if (registerAccount.isSuccess) {
    return (
      <Stack>
        <Alert color="sea" title={t('register.successTitle')} role="status">
          {t('register.success', { email: registerAccount.data.email })}
        </Alert>
        <Text size="sm">{t('resend.offer')}</Text>
        <ResendActivation email={registerAccount.data.email} />
      </Stack>
    );
  }

  // Errors the fields show themselves need no second message above the form.
  const error = registerAccount.error;
  const shownInFields =
    error instanceof ApiError &&
    (error.errorCode === ErrorCode.EmailTaken ||
      error.errorCode === ErrorCode.CaptchaFailed ||
      error.fieldErrors.some((fieldError) => (serverFields as readonly string[]).includes(fieldError.field)));

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {error && !shownInFields && (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        )}
        <EmailField registration={register('email')} errorKey={errors.email?.message} />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          password={password}
          register={register}
          errors={errors}
        />
        <TextInput
          label={t('fields.nickname')}
          description={t('register.nicknameHint')}
          autoComplete="nickname"
          maxLength={30}
          required
          {...register('nickname')}
          error={validationText(errors.nickname?.message)}
        />
        <AgreementCheckbox
          control={control}
          name="agreeTerms"
          label={
            <Trans
              t={t}
              i18nKey="register.agreeTerms"
              components={{
                terms: <Anchor href={paths.terms.getHref()} target="_blank" rel="noopener" inherit />,
              }}
            />
          }
          error={validationText(errors.agreeTerms?.message)}
        />
        <Controller
          control={control}
          name="captcha"
          render={({ field }) => (
            <CaptchaField
              key={captchaKey}
              onChange={field.onChange}
              error={validationText(errors.captcha?.message)}
            />
          )}
        />
        <Button type="submit" loading={registerAccount.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
