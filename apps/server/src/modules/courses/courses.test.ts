import type { TUpcomingCourse } from '@app/contracts/courses';
import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, type TTestUser } from '../../test/test-users.ts';
import { HOUR, insertCourse } from './course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;
const db = database.db;

type TSignedIn = TTestUser & { headers: { authorization: string } };
type TPage = { totalRecords: number; records: TUpcomingCourse[] };

const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function upcoming(user: TSignedIn, query = ''): Promise<TPage> {
  const response = await app.inject({
    url: `/api/zh-tw/${user.role}/coursenext_v2?${query}`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().error_code).toBe(ErrorCode.Success);
  return response.json().data;
}

describe('GET /{role}/coursenext_v2', () => {
  it("answers a client's courses still to come, soonest first, with the counselor and nothing private", async () => {
    const client = await createSignedInUser(testApp, { role: 'client', nickname: '小安' });
    const counselor = await createSignedInUser(testApp, { role: 'counselor', fullName: '陳怡君' });
    await db
      .update(users)
      .set({ coverImagePath: '/media/demo/counselor1.svg' })
      .where(eq(users.id, counselor.id));
    const other = await createSignedInUser(testApp, { role: 'client' });

    const later = await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(48),
    });
    const soon = await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(2),
    });
    // Under way now: it has started but not ended, so it still counts.
    const running = await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(-0.5),
    });
    const unpaid = await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(72),
      status: CourseStatus.Unpaid,
    });
    // Not listed: ended, completed, canceled, someone else's.
    await insertCourse(db, { clientId: client.id, counselorId: counselor.id, startsAt: inHours(-3) });
    await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(-2),
      status: CourseStatus.Completed,
    });
    await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: inHours(5),
      status: CourseStatus.Canceled,
    });
    await insertCourse(db, { clientId: other.id, counselorId: counselor.id, startsAt: inHours(24) });

    const page = await upcoming(client, 'start_page=0&page_size=20');
    expect(page.totalRecords).toBe(4);
    expect(page.records.map((course) => course.id)).toEqual([running, soon, later, unpaid]);
    expect(page.records[1]).toEqual({
      id: soon,
      type: 0,
      status: CourseStatus.Init,
      length: 0,
      voiceOnly: false,
      startTime: inHours(2).toISOString(),
      endTime: inHours(3).toISOString(),
      counselor: {
        id: counselor.id,
        fullName: '陳怡君',
        coverImage: { id: null, path: '/media/demo/counselor1.svg' },
      },
      client: { nickName: '小安' },
    });
  });

  it("answers a counselor's courses with each client's nickname only", async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const first = await createSignedInUser(testApp, { role: 'client', nickname: '阿明' });
    const second = await createSignedInUser(testApp, { role: 'client', nickname: '小美' });
    await insertCourse(db, { clientId: second.id, counselorId: counselor.id, startsAt: inHours(30) });
    await insertCourse(db, { clientId: first.id, counselorId: counselor.id, startsAt: inHours(10) });
    // Another counselor's course with the same client is not this counselor's business.
    const colleague = await createSignedInUser(testApp, { role: 'counselor' });
    await insertCourse(db, { clientId: first.id, counselorId: colleague.id, startsAt: inHours(12) });

    const page = await upcoming(counselor);
    expect(page.totalRecords).toBe(2);
    expect(page.records.map((course) => course.client)).toEqual([{ nickName: '阿明' }, { nickName: '小美' }]);
    expect(JSON.stringify(page)).not.toContain(first.email);
  });

  it('pages by start_page and page_size, totalRecords counting them all', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const ids: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      ids.push(
        await insertCourse(db, { clientId: client.id, counselorId: counselor.id, startsAt: inHours(n * 2) }),
      );
    }

    const pages = await Promise.all([0, 1, 2].map((n) => upcoming(client, `start_page=${n}&page_size=2`)));
    expect(pages.map((page) => page.totalRecords)).toEqual([5, 5, 5]);
    expect(pages.map((page) => page.records.map((course) => course.id))).toEqual([
      ids.slice(0, 2),
      ids.slice(2, 4),
      ids.slice(4),
    ]);
    expect((await upcoming(client, 'start_page=3&page_size=2')).records).toEqual([]);
    // The shell's call: page 0 of 20.
    expect((await upcoming(client)).records).toHaveLength(5);
  });

  it('refuses a page size over 100 and a negative page', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    for (const query of ['page_size=101', 'page_size=0', 'start_page=-1']) {
      const response = await app.inject({
        url: `/api/zh-tw/client/coursenext_v2?${query}`,
        headers: client.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("answers 403 for another role's path and 401 without a token", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    for (const [user, path] of [
      [client, 'counselor'],
      [counselor, 'client'],
      [expert, 'client'],
      [expert, 'counselor'],
    ] as const) {
      const response = await app.inject({ url: `/api/zh-tw/${path}/coursenext_v2`, headers: user.headers });
      expect(response.statusCode, `${user.role} → ${path}`).toBe(403);
      expect(response.json().error_code).toBe(ErrorCode.Forbidden);
    }
    expect((await app.inject({ url: '/api/zh-tw/client/coursenext_v2' })).statusCode).toBe(401);
  });
});
