import { Alert } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useWebLocale } from '../../../lib/i18n';

type TRecaptcha = {
  ready: (callback: () => void) => void;
  render: (container: HTMLElement, parameters: Record<string, unknown>) => number;
};

declare global {
  interface Window {
    grecaptcha?: TRecaptcha;
  }
}

let scriptLoad: Promise<TRecaptcha> | null = null;

/** Google's script, loaded once and only when reCAPTCHA is configured (the CSP allows it only then). */
function loadRecaptcha(language: string): Promise<TRecaptcha> {
  scriptLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${language}`;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha as TRecaptcha));
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load.'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** reCAPTCHA v2, size normal, in the UI language; reports its response token and '' when it expires. */
export default function RecaptchaWidget({
  siteKey,
  onChange,
}: {
  siteKey: string;
  onChange: (token: string) => void;
}) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const language = useWebLocale() === 'us' ? 'en' : 'zh-TW';
  const report = useEffectEvent((token: string) => onChange(token));

  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    let cancelled = false;
    loadRecaptcha(language)
      .then((recaptcha) => {
        if (cancelled) return;
        // A fresh container each time: reCAPTCHA renders into an element only once.
        const container = document.createElement('div');
        host.replaceChildren(container);
        recaptcha.render(container, {
          sitekey: siteKey,
          size: 'normal',
          hl: language,
          callback: (token: string) => report(token),
          'expired-callback': () => report(''),
          'error-callback': () => report(''),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      host.replaceChildren();
    };
  }, [siteKey, language]);

  if (failed) return <Alert color="red">{t('captcha.failedToLoad')}</Alert>;
  return <div ref={ref} />;
}
