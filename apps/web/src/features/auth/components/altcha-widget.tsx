import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/en';
import 'altcha/i18n/zh-tw';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useWebLocale } from '../../../lib/i18n';

/*
 * The CSP-friendly build: no inline worker (blob:) and no WebAssembly. The proof of work runs in
 * a worker file Vite emits beside the app, so worker-src 'self' is enough.
 */
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

/** The API wraps the challenge in its envelope; the widget wants the bare challenge. */
async function fetchBareChallenge(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const body = (await response.json().catch(() => null)) as { error_code?: number; data?: unknown } | null;
  if (response.status !== 200 || body?.error_code !== 0)
    throw new Error('The captcha challenge could not be fetched.');
  return new Response(JSON.stringify(body.data), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

$altcha.defaults.set({ fetch: fetchBareChallenge });

type TStateChange = { state: string; payload?: string | null };

/** ALTCHA, self-hosted proof of work; reports its payload once verified and '' otherwise. */
export default function AltchaWidget({
  challengeUrl,
  onChange,
}: {
  challengeUrl: string;
  onChange: (payload: string) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const language = useWebLocale() === 'us' ? 'en' : 'zh-tw';
  const report = useEffectEvent((detail: TStateChange) => {
    onChange(detail.state === 'verified' && detail.payload ? detail.payload : '');
  });

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => report((event as CustomEvent<TStateChange>).detail);
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      language={language}
      name="captcha"
      style={{
        '--altcha-color-primary': 'var(--mantine-color-sea-6)',
        '--altcha-color-success': 'var(--mantine-color-sea-6)',
        '--altcha-border-radius': 'var(--mantine-radius-md)',
      }}
    />
  );
}
