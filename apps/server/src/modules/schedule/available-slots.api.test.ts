import { CourseStatus, VerifyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/test-users.ts';
import { insertCourse } from '../courses/course-test-helpers.ts';

const { app, database, clock } = await buildTestApp();
const db = database.db;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

/** A listed counselor with a lead time, serving [from, to) hours from now. */
async function counselorServing(fromHours: number, toHours: number, canReserveAfter = 24) {
  const counselor = await createUser(database, { role: 'counselor' });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified, canReserveAfter })
    .where(eq(counselorProfiles.userId, counselor.id));
  await db
    .insert(counselorScheduleSlots)
    .values({ counselorId: counselor.id, startsAt: inHours(fromHours), endsAt: inHours(toHours) });
  return counselor;
}

function slots(query: Record<string, string | number>, locale = 'zh-tw') {
  const search = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  );
  return app.inject({ url: `/api/${locale}/CounselorSchedule/AvailableSlots?${search}` });
}

const twoDays = { from: inHours(0).toISOString(), to: inHours(72).toISOString() };

describe('GET /CounselorSchedule/AvailableSlots', () => {
  it('answers anyone, without signing in, the half-hour starts that fit, and never from a cache', async () => {
    const counselor = await counselorServing(48, 51);
    const response = await slots({ counselorId: counselor.id, courseLength: 0, ...twoDays });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json().data).toEqual(
      [48, 48.5, 49, 49.5, 50].map((hours) => inHours(hours).toISOString()),
    );
  });

  it('leaves out the time a booked course takes, but not a canceled one', async () => {
    const counselor = await counselorServing(48, 51);
    const client = await createUser(database, { role: 'client' });
    await insertCourse(db, { clientId: client.id, counselorId: counselor.id, startsAt: inHours(49) });
    await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(50),
      status: CourseStatus.Canceled,
    });
    const response = await slots({ counselorId: counselor.id, courseLength: 0, ...twoDays });
    expect(response.json().data).toEqual([48, 50].map((hours) => inHours(hours).toISOString()));
  });

  it("starts no sooner than the counselor's lead time", async () => {
    const counselor = await counselorServing(2, 10, 4);
    const response = await slots({ counselorId: counselor.id, courseLength: 3, ...twoDays });
    expect(response.json().data[0]).toBe(inHours(4).toISOString());
    const strict = await counselorServing(2, 10, 8);
    expect((await slots({ counselorId: strict.id, courseLength: 3, ...twoDays })).json().data[0]).toBe(
      inHours(8).toISOString(),
    );
  });

  it('offers nothing beyond three months ahead', async () => {
    const counselor = await counselorServing(24 * 95, 24 * 95 + 3);
    const from = inHours(24 * 90).toISOString();
    const to = inHours(24 * 100).toISOString();
    expect((await slots({ counselorId: counselor.id, courseLength: 0, from, to })).json().data).toEqual([]);
  });

  it('is not found for a counselor not in the directory, or anyone else', async () => {
    const unverified = await createUser(database, { role: 'counselor' });
    const client = await createUser(database, { role: 'client' });
    for (const id of [unverified.id, client.id, crypto.randomUUID()]) {
      const response = await slots({ counselorId: id, courseLength: 0, ...twoDays });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error_code).toBe(ErrorCode.NotFound);
    }
  });

  it('refuses a bad query, naming the field in the asked language', async () => {
    const counselor = await counselorServing(48, 51);
    const cases: [Record<string, string | number>, string][] = [
      [{ counselorId: counselor.id, courseLength: 9, ...twoDays }, 'courseLength'],
      [{ counselorId: counselor.id, courseLength: 0, from: 'tomorrow', to: twoDays.to }, 'from'],
      [{ counselorId: counselor.id, courseLength: 0, from: twoDays.to, to: twoDays.from }, 'to'],
      [
        {
          counselorId: counselor.id,
          courseLength: 0,
          from: twoDays.from,
          to: inHours(24 * 94).toISOString(),
        },
        'to',
      ],
    ];
    for (const [query, field] of cases) {
      const response = await slots(query, 'en-us');
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().message).toContain(field);
    }
    const reversed = await slots({
      counselorId: counselor.id,
      courseLength: 0,
      from: twoDays.to,
      to: twoDays.from,
    });
    expect(reversed.json().message).toContain('結束時間必須晚於開始時間');
  });
});
