import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@app/contracts/error-codes';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>線上主題諮商</title><div id="root"></div>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const { app } = await buildTestApp({ WEB_DIST_DIR: webDist });

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
