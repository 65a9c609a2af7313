import { Alert, Input, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { importWithReload } from '../../../lib/lazy-import';
import { useCaptchaConfig } from '../api/get-captcha-config';

// Loaded only when a form shows the check, in the kind the server has configured.
const AltchaWidget = lazy(() => importWithReload(() => import('./altcha-widget')));
const RecaptchaWidget = lazy(() => importWithReload(() => import('./recaptcha-widget')));

type TCaptchaFieldProps = {
  onChange: (value: string) => void;
  error?: string;
};

/** The not-a-robot check of public forms: ALTCHA by default, reCAPTCHA v2 when configured. */
export function CaptchaField({ onChange, error }: TCaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const config = useCaptchaConfig();
  const loading = <Text c="dimmed">{t('captcha.loading')}</Text>;

  let widget = loading;
  if (config.isError) widget = <Alert color="red">{t('captcha.failedToLoad')}</Alert>;
  if (config.data?.kind === 'altcha')
    widget = <AltchaWidget challengeUrl={config.data.challengeUrl} onChange={onChange} />;
  if (config.data?.kind === 'recaptcha')
    widget = <RecaptchaWidget siteKey={config.data.siteKey} onChange={onChange} />;

  return (
    <Input.Wrapper label={t('captcha.label')} labelElement="div" error={error} withAsterisk>
      <Suspense fallback={loading}>{widget}</Suspense>
    </Input.Wrapper>
  );
}
