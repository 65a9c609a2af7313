import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CourseCreateType, CourseLength, IssueCourseApproveStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TTopicFormInput } from '@app/contracts/issue-courses';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { issueCourses } from '../../db/schema/issue-courses.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCounselorWithSchedule, type TTopicCaller } from './topic-test-helpers.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'topic-covers-'));
const testApp = await buildTestApp({ DATA_DIR: dataDir });
const { app, database } = testApp;
const db = database.db;

const counselorWithSchedule = () => createCounselorWithSchedule(testApp);

const form: TTopicFormInput = {
  createType: CourseCreateType.New,
  category: 'stress',
  customCategory: '',
  targetAudience: '剛進職場的新鮮人',
  keywords: '職場壓力',
  title: '職場新鮮人的壓力調適',
  description: '一起整理進入職場後的壓力來源。',
  detail: '',
  coverVideoUrl: '',
  length: CourseLength.SixtyMinutes,
  price: 2400,
  isVisible: true,
};

/** A multipart body with one file part. */
function multipart(file: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----cover-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(caller: TTopicCaller | null, body: ReturnType<typeof multipart>, locale = 'zh-tw') {
  return app.inject({
    method: 'POST',
    url: `/api/${locale}/IssueCourse/Cover`,
    payload: body.payload,
    headers: { ...body.headers, ...(caller ? caller.headers : {}) },
  });
}

function picture(format: 'png' | 'jpeg', width: number, height: number): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

describe('POST /IssueCourse/Cover', () => {
  it('stores a PNG or JPEG re-encoded as WebP without metadata, at most 1600 wide, served for a year', async () => {
    const counselor = await counselorWithSchedule();
    const png = await upload(
      counselor,
      multipart(await picture('png', 2400, 1200), 'cover.png', 'image/png'),
    );
    expect(png.statusCode, png.body).toBe(200);
    const { coverImage, width, height } = png.json().data;
    expect(coverImage).toMatch(/^\/media\/covers\/[a-f0-9]{32}\.webp$/);
    expect([width, height]).toEqual([1600, 800]);
    const stored = await readFile(path.join(dataDir, coverImage.replace('/media/', 'media/')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const served = await app.inject({ url: coverImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // A JPEG sent with a misleading name and type is recognised by its bytes; small ones keep their size.
    const jpeg = await upload(
      counselor,
      multipart(await picture('jpeg', 640, 480), 'photo.gif', 'image/gif'),
    );
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.json().data).toMatchObject({ width: 640, height: 480 });
    expect(jpeg.json().data.coverImage).not.toBe(coverImage);
  });

  it('refuses a text file named .png, a WebP, a broken picture, a missing file and one over 20 MB, naming the field', async () => {
    const counselor = await counselorWithSchedule();
    const png = await picture('png', 10, 10);
    const cases: [ReturnType<typeof multipart>, string][] = [
      [multipart(Buffer.from('just some text, not a picture'), 'cover.png', 'image/png'), 'JPG 或 PNG'],
      [multipart(await sharp(png).webp().toBuffer(), 'cover.webp', 'image/webp'), 'JPG 或 PNG'],
      [multipart(png.subarray(0, 40), 'cut.png', 'image/png'), 'JPG 或 PNG'],
      [multipart(png, 'cover.png', 'image/png', 'picture'), '不能為空白'],
      [multipart(Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), 'big.png', 'image/png'), '20MB'],
    ];
    for (const [body, message] of cases) {
      const response = await upload(counselor, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().data.fields[0].field).toBe('file');
      expect(response.json().message).toContain('file');
      expect(response.json().message).toContain(message);
    }
    const english = await upload(counselor, cases[0]![0], 'en-us');
    expect(english.json().message).toContain('Upload a JPG or PNG image of at most 20MB');
  });

  it('takes at most 20 a minute from one counselor', async () => {
    const counselor = await counselorWithSchedule();
    const other = await counselorWithSchedule();
    const body = multipart(await picture('png', 10, 10), 'cover.png', 'image/png');
    for (let sent = 0; sent < 20; sent += 1) expect((await upload(counselor, body)).statusCode).toBe(200);
    const refused = await upload(counselor, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe(ErrorCode.RateLimited);
    expect((await upload(other, body)).statusCode).toBe(200);
  });

  it('is for signed-in counselors only', async () => {
    const body = multipart(await picture('png', 10, 10), 'cover.png', 'image/png');
    expect((await upload(null, body)).statusCode).toBe(401);
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await upload(client, body)).statusCode).toBe(403);
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    expect((await upload(expert, body)).statusCode).toBe(403);
  });
});

describe("a topic's cover image", () => {
  const call = (caller: TTopicCaller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/zh-tw${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });

  it('is kept with the topic, goes through review in an edit, and is shown publicly once approved', async () => {
    const counselor = await counselorWithSchedule();
    const first = (
      await upload(counselor, multipart(await picture('png', 800, 450), 'a.png', 'image/png'))
    ).json().data.coverImage;
    const second = (
      await upload(counselor, multipart(await picture('png', 800, 450), 'b.png', 'image/png'))
    ).json().data.coverImage;

    const createdResponse = await call(counselor, 'POST', '/CounselorIssueCourse', {
      ...form,
      coverImage: first,
    });
    expect(createdResponse.statusCode, createdResponse.body).toBe(200);
    const id = createdResponse.json().data.id;
    expect(createdResponse.json().data.fields.coverImage).toBe(first);

    // Approved, then edited: the new image waits for review while the approved one stays public.
    await db
      .update(issueCourses)
      .set({ approveStatus: IssueCourseApproveStatus.Audited })
      .where(eq(issueCourses.id, id));
    const edited = await call(counselor, 'PUT', `/CounselorIssueCourse/${id}`, {
      ...form,
      coverImage: second,
    });
    expect(edited.json().data).toMatchObject({
      fields: { coverImage: second },
      approved: { coverImage: first },
      hasPendingRevision: true,
    });
    const page = await app.inject({ url: `/api/zh-tw/IssueCourse/${id}` });
    expect(page.json().data.coverImage).toBe(first);
    const list = await app.inject({ url: '/api/zh-tw/CounselorIssueCourse/List?page_size=100' });
    expect(list.json().data.records.find((topic: { id: string }) => topic.id === id).coverImage).toBe(first);

    await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '換封面' });
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const accepted = await call(expert, 'POST', `/IssueCourse/${id}/Review`, { approve: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await app.inject({ url: `/api/zh-tw/IssueCourse/${id}` })).json().data.coverImage).toBe(second);

    // Removing it: an empty path.
    const removed = await call(counselor, 'PUT', `/CounselorIssueCourse/${id}`, { ...form, coverImage: '' });
    expect(removed.json().data.fields.coverImage).toBe('');
  });

  it('must be an image uploaded here, or the topic is refused naming the field', async () => {
    const counselor = await counselorWithSchedule();
    for (const coverImage of [
      '/media/demo/counselor1.svg',
      'https://elsewhere.example/cover.webp',
      '/media/covers/../../secret.webp',
      `/media/covers/${'a'.repeat(32)}.png`,
      // The right shape, but never uploaded.
      `/media/covers/${'a'.repeat(32)}.webp`,
    ]) {
      const response = await call(counselor, 'POST', '/CounselorIssueCourse', { ...form, coverImage });
      expect(response.statusCode, coverImage).toBe(400);
      expect(response.json().message).toContain('coverImage');
      expect(response.json().message).toContain('請上傳本站的封面圖片');
    }
    const mine = await call(counselor, 'GET', '/CounselorIssueCourse/me?get_by_page=false');
    expect(mine.json().data.totalRecords).toBe(0);
  });
});
