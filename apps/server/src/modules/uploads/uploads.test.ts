import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@app/contracts/error-codes';
import { UPLOAD_MAX_BYTES } from '@app/contracts/uploads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, signIn } from '../../test/test-users.ts';
import {
  pngClaiming,
  postUpload,
  testPdf,
  testPicture,
  uploadBody,
  uploadFor,
} from '../../test/upload-files.ts';

const testApp = await buildTestApp();
const { app, config, clock } = testApp;
const uploadsDir = path.join(config.DATA_DIR, 'private', 'uploads');

const png = (purpose = 'headshot') => ({ filename: 'me.png', contentType: 'image/png', purpose });

function expectRefused(response: Awaited<ReturnType<typeof postUpload>>, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ error_code: ErrorCode.ValidationFailed });
  expect(response.json().data.fields[0].field).toBe(field);
  expect(response.json().message).toContain(message);
}

describe('POST /Upload', () => {
  it('stores an image re-encoded as WebP without metadata under a server-made name, served with its type', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const picture = await testPicture('jpeg', 2400, 1600);
    expect((await sharp(picture).metadata()).exif).toBeDefined();
    const response = await postUpload(
      testApp,
      client,
      uploadBody(picture, { filename: '../../evil.php', contentType: 'image/jpeg', purpose: 'passbook' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const upload = response.json().data;
    expect(upload).toMatchObject({
      purpose: 'passbook',
      contentType: 'image/webp',
      width: 1600,
      height: 1067,
    });
    expect(upload.url).toMatch(new RegExp(`^/api/zh-tw/Upload/${upload.id}\\?expires=\\d+&signature=`));

    const stored = await readdir(uploadsDir);
    expect(stored.some((name) => name.includes('evil'))).toBe(false);
    const storedName = stored.find((name) => /^[a-f0-9]{32}\.webp$/.test(name));
    expect(storedName).toBeDefined();

    // The signed link opens without a token.
    const served = await app.inject({ url: upload.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    expect(meta.exif).toBeUndefined();
  });

  it('accepts a PDF attachment by its bytes and serves it as a download', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const response = await postUpload(
      testApp,
      client,
      uploadBody(testPdf, { filename: 'cv.txt', contentType: 'text/plain', purpose: 'attachment' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ contentType: 'application/pdf', width: null });
    const served = await app.inject({ url: response.json().data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(testPdf)).toBe(true);
  });

  it('refuses a script or HTML page named .jpg, a PDF as an image, an image as attachment, naming the field', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [html, script, svg]) {
      const body = uploadBody(file, {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        purpose: 'headshot',
      });
      expectRefused(await postUpload(testApp, client, body), 'file', 'JPG 或 PNG');
    }
    const pdfAsImage = uploadBody(testPdf, {
      filename: 'a.png',
      contentType: 'image/png',
      purpose: 'licenseFront',
    });
    expectRefused(await postUpload(testApp, client, pdfAsImage), 'file', 'JPG 或 PNG');
    const imageAsPdf = uploadBody(await testPicture('png', 10, 10), {
      filename: 'a.pdf',
      contentType: 'application/pdf',
      purpose: 'attachment',
    });
    expectRefused(await postUpload(testApp, client, imageAsPdf), 'file', 'PDF');
    const english = uploadBody(html, { filename: 'a.jpg', contentType: 'image/jpeg', purpose: 'headshot' });
    expectRefused(await postUpload(testApp, client, english, 'en-us'), 'file', 'Upload a JPG or PNG image');
  });

  it('takes exactly 20 MB and refuses 20 MB + 1 byte while the body streams in', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const picture = await testPicture('png', 16, 16);
    const padded = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);
    const atLimit = await postUpload(testApp, client, uploadBody(padded(UPLOAD_MAX_BYTES), png()));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const over = await postUpload(testApp, client, uploadBody(padded(UPLOAD_MAX_BYTES + 1), png()));
    expectRefused(over, 'file', '20MB');
  });

  it('refuses a PNG claiming a huge number of pixels before decoding it', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const bomb = await pngClaiming(30_000, 30_000);
    expectRefused(await postUpload(testApp, client, uploadBody(bomb, png())), 'file', '圖片尺寸過大');
  });

  it('needs a known purpose, a file, and a signed-in user', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const picture = await testPicture('png', 10, 10);
    for (const purpose of [undefined, 'selfie']) {
      const body = uploadBody(picture, {
        filename: 'a.png',
        contentType: 'image/png',
        ...(purpose ? { purpose } : {}),
      });
      expectRefused(await postUpload(testApp, client, body), 'purpose', '請選擇檔案用途');
    }
    const noFile = uploadBody(picture, { ...png(), field: 'picture' });
    expectRefused(await postUpload(testApp, client, noFile), 'file', '不能為空白');
    expect((await postUpload(testApp, null, uploadBody(picture, png()))).statusCode).toBe(401);
  });
});

describe('GET /Upload/{id}', () => {
  it('serves the owner and experts with their token; another client is 403, nobody 401, unknown 404', async () => {
    const applicant = await createSignedInUser(testApp, { role: 'client' });
    const id = await uploadFor(testApp, applicant, 'passbook');
    const url = `/api/zh-tw/Upload/${id}`;
    expect((await app.inject({ url, headers: applicant.headers })).statusCode).toBe(200);
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    expect((await app.inject({ url, headers: expert.headers })).statusCode).toBe(200);
    for (const role of ['client', 'counselor'] as const) {
      const other = await createSignedInUser(testApp, { role });
      const refused = await app.inject({ url, headers: other.headers });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toMatchObject({ error_code: ErrorCode.Forbidden, data: null });
    }
    expect((await app.inject({ url })).statusCode).toBe(401);
    const unknown = `/api/zh-tw/Upload/00000000-0000-4000-8000-000000000000`;
    expect((await app.inject({ url: unknown, headers: expert.headers })).statusCode).toBe(404);
  });

  it('refuses a link with a changed signature, one for another file, and one past its expiry', async () => {
    const applicant = await createSignedInUser(testApp, { role: 'client' });
    const first = await postUpload(
      testApp,
      applicant,
      uploadBody(await testPicture('png', 10, 10), png('licenseFront')),
    );
    const second = await uploadFor(testApp, applicant, 'licenseBack');
    const { id, url } = first.json().data as { id: string; url: string };
    // Another first character, whatever the signature starts with.
    const tampered = url.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(tampered).not.toBe(url);
    expect((await app.inject({ url: tampered })).statusCode).toBe(401);
    expect((await app.inject({ url: url.replace(id, second) })).statusCode).toBe(401);
    clock.advance(13 * 3600 * 1000 + 3600 * 1000);
    expect((await app.inject({ url })).statusCode).toBe(401);
    // The owner still reads it with their token (a fresh one: the clock moved past the first).
    const headers = await signIn(testApp, applicant);
    const withToken = await app.inject({ url: `/api/zh-tw/Upload/${id}`, headers });
    expect(withToken.statusCode).toBe(200);
  });
});
