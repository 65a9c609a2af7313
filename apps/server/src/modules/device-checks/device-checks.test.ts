import type { TDeviceCheckInput } from '@app/contracts/device-check';
import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { HOUR, insertCourse } from '../courses/course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;
const DAY = 24 * HOUR;

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const allOk: TDeviceCheckInput = {
  camera: 'ok',
  microphone: 'ok',
  speaker: 'ok',
  direct: 'ok',
  stun: 'ok',
  turn: 'not_configured',
};

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function saveCheck(headers: { authorization: string }, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/zh-tw/DeviceCheck',
    headers: { ...headers, 'user-agent': CHROME_ON_WINDOWS },
    payload: body as object,
  });
}

const readCheck = (headers: { authorization?: string }, courseId: string, locale = 'zh-tw') =>
  app.inject({ url: `/api/${locale}/Course/${courseId}/DeviceCheck`, headers });

async function courseParties() {
  const client = await createSignedInUser(testApp, { role: 'client' });
  const counselor = await createSignedInUser(testApp, { role: 'counselor' });
  const courseId = await insertCourse(database.db, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: inHours(2),
  });
  return { client, counselor, courseId };
}

describe('POST /DeviceCheck', () => {
  it("stores each part's outcome with the server's time and the browser it ran in", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const response = await saveCheck(client.headers, { ...allOk, microphone: 'failed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...allOk,
      microphone: 'failed',
      browser: 'Chrome 131 · Windows',
      checkedAt: clock.now().toISOString(),
    });
  });

  it('refuses an outcome it does not know, naming the field, and stores nothing', async () => {
    const { client, counselor, courseId } = await courseParties();
    const response = await saveCheck(client.headers, { ...allOk, camera: 'great' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('camera');
    expect((await readCheck(counselor.headers, courseId)).json().data).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const response = await saveCheck({ authorization: '' }, allOk);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /Course/{id}/DeviceCheck', () => {
  it("shows the course's counselor and client the client's latest check", async () => {
    const { client, counselor, courseId } = await courseParties();
    await saveCheck(client.headers, { ...allOk, camera: 'failed' });
    clock.advance(60_000);
    await saveCheck(client.headers, allOk);
    // The counselor's own check is not the client's.
    await saveCheck(counselor.headers, { ...allOk, turn: 'failed' });

    for (const reader of [counselor, client]) {
      const response = await readCheck(reader.headers, courseId);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ ...allOk, checkedAt: clock.now().toISOString() });
    }
  });

  it('answers null when the client has not checked within 30 days before the course', async () => {
    const { client, counselor, courseId } = await courseParties();
    expect((await readCheck(counselor.headers, courseId)).json().data).toBeNull();

    await saveCheck(client.headers, allOk);
    const later = await insertCourse(database.db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(31 * 24),
    });
    expect((await readCheck(counselor.headers, later)).json().data).toBeNull();
    clock.advance(2 * DAY);
    expect((await readCheck(counselor.headers, later)).json().data).toBeNull();
  });

  it('keeps a check made after the course ended out of it', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const past = await insertCourse(database.db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(-5),
      status: CourseStatus.Completed,
    });
    await saveCheck(client.headers, allOk);
    expect((await readCheck(counselor.headers, past)).json().data).toBeNull();
  });

  it('is not found for another counselor, another client, or a course that does not exist', async () => {
    const { client, courseId } = await courseParties();
    await saveCheck(client.headers, allOk);
    const otherCounselor = await createSignedInUser(testApp, { role: 'counselor' });
    const otherClient = await createSignedInUser(testApp, { role: 'client' });
    for (const stranger of [otherCounselor, otherClient]) {
      const response = await readCheck(stranger.headers, courseId, 'en-us');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.NotFound, data: null });
    }
    const missing = await readCheck(client.headers, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await readCheck({}, courseId)).statusCode).toBe(401);
    expect((await readCheck(client.headers, 'not-a-course')).statusCode).toBe(400);
  });
});
