import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

const { app } = await buildTestApp();

describe('platform HTTP behaviour', () => {
  it('answers /healthz and /readyz once migrated', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with the localized 404 envelope', async () => {
    const zh = await app.inject('/api/zh-tw/NoSuchThing');
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ error_code: ErrorCode.NotFound, message: '資料不存在', data: null });
    const en = await app.inject('/api/en-us/NoSuchThing');
    expect(en.json().message).toBe('Not found');
  });

  it('refuses an unknown locale segment', async () => {
    const response = await app.inject('/api/fr-fr/client');
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers with a content security policy, on errors too', async () => {
    for (const path of ['/healthz', '/no-such-page']) {
      const headers = await headersEveryAnswerCarries(path);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('answers the API with a policy that lets nothing load or frame it, and no document-only headers', async () => {
    for (const path of ['/api/zh-tw/NoSuchThing', '/api/zh-tw/client']) {
      const headers = await headersEveryAnswerCarries(path);
      expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
      expect(headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('publishes the OpenAPI document', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });
});

/** The headers of an answer, once those that pages and API answers share are checked. */
async function headersEveryAnswerCarries(path: string) {
  const { headers } = await app.inject(path);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  return headers;
}
