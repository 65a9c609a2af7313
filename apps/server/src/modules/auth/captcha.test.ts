import { describe, expect, it } from 'vitest';
import { createRecaptcha } from '../../platform/captcha/recaptcha.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const { app } = await buildTestApp({
  RECAPTCHA_SITE_KEY: 'site-key-123',
  RECAPTCHA_SECRET_KEY: 'secret-key-456',
});

describe('reCAPTCHA v2 when its keys are configured', () => {
  it('names reCAPTCHA and its site key, and hands out no ALTCHA challenge', async () => {
    const config = await app.inject('/api/zh-tw/captcha/config');
    expect(config.json().data).toEqual({ kind: 'recaptcha', siteKey: 'site-key-123' });
    expect((await app.inject('/api/zh-tw/captcha/challenge')).statusCode).toBe(404);
  });

  it('asks Google siteverify with the secret, the response and the IP', async () => {
    const calls: { url: string; body: URLSearchParams }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body as URLSearchParams });
      const success = (init.body as URLSearchParams).get('response') === 'good-token';
      return new Response(JSON.stringify({ success }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const recaptcha = createRecaptcha({ siteKey: 'site', secretKey: 'secret', fetch: fakeFetch });

    expect(await recaptcha.verify('good-token', '192.0.2.1')).toBe(true);
    expect(await recaptcha.verify('bad-token', '192.0.2.1')).toBe(false);
    expect(calls[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({
      secret: 'secret',
      response: 'good-token',
      remoteip: '192.0.2.1',
    });
  });

  it('treats an unreachable siteverify as a server fault, not a failed check', async () => {
    const down = (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch;
    const recaptcha = createRecaptcha({ siteKey: 'site', secretKey: 'secret', fetch: down });
    await expect(recaptcha.verify('token', '192.0.2.1')).rejects.toThrow(/503/);
  });
});
