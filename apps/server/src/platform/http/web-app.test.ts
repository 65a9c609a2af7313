import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '@app/contracts/error-codes';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>線上主題諮商</title><div id="root"></div>',
);
const script = `console.log(${JSON.stringify('線上主題諮商'.repeat(200))});`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

// The app's shell only; pages rendered by the web app's server build are covered by the journeys.
const { app } = await buildTestApp({
  WEB_DIST_DIR: webDist,
  WEB_SERVER_ENTRY: path.join(webDist, 'absent.js'),
});

// Everyone behind one school's or office's NAT shares this address.
const nat = { 'x-forwarded-for': '203.0.113.60' };
const loadPage = (url: string) => app.inject({ url, headers: { ...nat, accept: 'text/html,*/*' } });

describe('the web app behind the server', () => {
  it('serves every page load of the app from one address, however many', async () => {
    for (let i = 0; i < 100; i++) {
      const response = await loadPage(i % 2 ? '/counselor/createissuecourse' : `/topics/${i}`);
      expect(response.statusCode, `page load ${i + 1}`).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('answers a page address with the page for any client that takes anything (curl, crawlers)', async () => {
    for (const accept of [undefined, '*/*']) {
      const headers = accept ? { accept } : {};
      const page = await app.inject({ url: '/team', headers });
      expect(page.statusCode, `Accept ${accept}`).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const missingAsset = await app.inject({ url: '/assets/index-gone.js', headers });
      expect(missingAsset.statusCode, `Accept ${accept}`).toBe(404);
      expect(missingAsset.json().error_code).toBe(ErrorCode.NotFound);
    }
    const json = await app.inject({ url: '/team', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('still limits unknown API paths per address, and pages keep loading after', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await app.inject({ url: `/api/zh-tw/Probe${i}`, headers: nat })).statusCode).toBe(404);
    }
    const limited = await app.inject({ url: '/api/zh-tw/Probe61', headers: nat });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe(ErrorCode.RateLimited);
    expect((await loadPage('/signin')).statusCode).toBe(200);
  });
});

describe('compressed and cached assets', () => {
  const asset = '/assets/index-abc123.js';

  it('sends the Brotli copy to a browser that accepts it, else gzip, else the file', async () => {
    const br = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const response = await app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('has the page revalidated on every load, answering 304 while it is unchanged', async () => {
    const first = await loadPage('/signin');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      url: '/signin',
      headers: { accept: 'text/html', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('public API reads', () => {
  for (const url of ['/api/zh-tw/Counselor/List', '/api/zh-tw/CounselorIssueCourse/List']) {
    it(`${url} may be reused for a minute, then revalidated by its ETag`, async () => {
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      expect(first.headers.pragma).toBeUndefined();
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const unchanged = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      const stale = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().data).toEqual(first.json().data);
    });
  }

  it('a signed-in read stays out of every cache', async () => {
    const response = await app.inject({ url: '/api/zh-tw/CounselorIssueCourse/me' });
    expect(response.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
    expect(response.headers.etag).toBeUndefined();
  });
});
