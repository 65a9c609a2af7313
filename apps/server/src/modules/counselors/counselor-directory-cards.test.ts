import { CourseStatus, DegreeType, IssueCourseApproveStatus, VerifyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { courseFeedback } from '../../db/schema/courses.ts';
import { issueCourses } from '../../db/schema/issue-courses.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertIssueCourse } from '../../test/test-issue-courses.ts';
import { createUser } from '../../test/test-users.ts';
import { insertCourse } from '../courses/course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;
const db = database.db;
const HOUR = 3_600_000;

/** A listed counselor with a profile of their own and a six-hour service time `fromHours` ahead. */
async function counselor(
  fullName: string,
  profile: Partial<typeof counselorProfiles.$inferInsert>,
  fromHours: number | null,
) {
  const user = await createUser(database, { role: 'counselor', fullName });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified, canReserveAfter: 4, ...profile })
    .where(eq(counselorProfiles.userId, user.id));
  if (fromHours !== null) {
    const start = clock.now().getTime() + fromHours * HOUR;
    await db.insert(counselorScheduleSlots).values({
      counselorId: user.id,
      startsAt: new Date(start),
      endsAt: new Date(start + 6 * HOUR),
    });
  }
  return user.id;
}

let day = 1;
async function topic(counselorId: string, price: number) {
  const id = await insertIssueCourse(database, {
    counselorId,
    title: `主題 ${day}`,
    approveStatus: IssueCourseApproveStatus.Audited,
    changedAt: new Date(Date.UTC(2030, 0, day++)),
  });
  await db.update(issueCourses).set({ price }).where(eq(issueCourses.id, id));
}

const education = {
  school: '國立臺灣師範大學',
  department: '教育心理與輔導學系',
  degree: DegreeType.Master,
  start: '2012-09',
  end: '2015-06',
  graduated: true,
};
const experience = {
  company: '安心諮商所',
  department: '成人諮商組',
  position: '諮商心理師',
  start: '2020-08',
  end: '',
  working: true,
};

// 陳怡君: topics at 2400 and 3000, free tomorrow. 林志明: a topic at 2000, free in ten days only.
// 王雅婷: free tomorrow but no topic yet, so nothing to book.
const yijun = await counselor(
  '陳怡君',
  {
    specialties: ['anxiety', 'sleep'],
    languages: ['taiwanese', 'english'],
    customAdviceStyle: '溫和陪伴，搭配正念練習',
    educations: [education],
    experiences: [experience],
    address: '臺北市大安區某路 1 號',
    lineId: 'yijun-line',
  },
  24,
);
await topic(yijun, 2400);
await topic(yijun, 3000);
const zhiming = await counselor(
  '林志明',
  { specialties: ['grief', 'depression'], languages: ['hakka', 'other'], otherLanguage: '泰語' },
  240,
);
await topic(zhiming, 2000);
const yating = await counselor('王雅婷', { specialties: ['family'], languages: ['japanese'] }, 24);

async function list(query: string) {
  const response = await app.inject({ url: `/api/zh-tw/Counselor/List?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const ids = async (query: string) => (await list(query)).records.map((record: { id: string }) => record.id);

describe('GET /Counselor/List cards', () => {
  it('shows specialties, languages, the price range of published topics and the next bookable time', async () => {
    const { records } = await list('');
    const card = (id: string) => records.find((record: { id: string }) => record.id === id);
    expect(card(yijun)).toMatchObject({
      specialties: ['anxiety', 'sleep'],
      languages: ['taiwanese', 'english'],
      priceRange: { min: 2400, max: 3000 },
      nextAvailableAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    expect(card(zhiming)).toMatchObject({
      languages: ['hakka', 'other'],
      otherLanguage: '泰語',
      priceRange: { min: 2000, max: 2000 },
      nextAvailableAt: new Date(clock.now().getTime() + 240 * HOUR).toISOString(),
    });
    expect(card(yating)).toMatchObject({ priceRange: null, nextAvailableAt: null });
  });
});

describe('GET /Counselor/List by specialty, language, price and this week', () => {
  it('narrows by each filter and by them together', async () => {
    expect(await ids('')).toEqual([yijun, zhiming, yating]);
    expect(await ids('specialty=anxiety')).toEqual([yijun]);
    expect(await ids('specialty=depression')).toEqual([zhiming]);
    expect(await ids('language=hakka')).toEqual([zhiming]);
    expect(await ids('language=japanese')).toEqual([yating]);
    expect(await ids('minPrice=2100')).toEqual([yijun]);
    expect(await ids('maxPrice=2200')).toEqual([zhiming]);
    expect(await ids('minPrice=1000&maxPrice=5000')).toEqual([yijun, zhiming]);
    expect(await ids('minPrice=2500&maxPrice=2900')).toEqual([]);
    expect(await ids('availableThisWeek=true')).toEqual([yijun]);
    expect(await ids('availableThisWeek=false')).toEqual([yijun, zhiming, yating]);
    expect(await ids('language=english&minPrice=2100&availableThisWeek=true')).toEqual([yijun]);
    expect(await ids('language=english&maxPrice=2200')).toEqual([]);
  });

  it('pages and orders what the filters leave', async () => {
    const first = await list('minPrice=1000&page_size=1');
    expect(first).toMatchObject({ totalRecords: 2, records: [{ id: yijun }] });
    const second = await list('minPrice=1000&page_size=1&start_page=1');
    expect(second).toMatchObject({ totalRecords: 2, records: [{ id: zhiming }] });
    expect(await ids('minPrice=1000&sort=experience')).toHaveLength(2);
  });

  it('refuses filters of the wrong shape, naming the field', async () => {
    for (const [field, value] of [
      ['specialty', 'astrology'],
      ['language', 'klingon'],
      ['minPrice', 'cheap'],
      ['maxPrice', '-1'],
      ['availableThisWeek', 'soon'],
    ]) {
      const response = await app.inject({ url: `/api/en-us/Counselor/List?${field}=${value}` });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().data.fields).toEqual([expect.objectContaining({ field })]);
    }
  });
});

describe('GET /Counselor/{id} résumé', () => {
  it('shows education, experience, advice style, specialties and languages, and nothing private', async () => {
    const response = await app.inject({ url: `/api/zh-tw/Counselor/${yijun}` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      customAdviceStyle: '溫和陪伴，搭配正念練習',
      educations: [education],
      experiences: [experience],
      specialties: ['anxiety', 'sleep'],
      languages: ['taiwanese', 'english'],
      priceRange: { min: 2400, max: 3000 },
    });
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, yijun));
    for (const secret of [account!.email, '臺北市大安區某路 1 號', 'yijun-line'])
      expect(response.body).not.toContain(secret);
    for (const key of [
      'bankCode',
      'bankAccountNumber',
      'passbook',
      'phone',
      'address',
      'lineId',
      'birthday',
      'summary',
    ])
      expect(response.body).not.toContain(`"${key}"`);
  });
});

describe('GET /Counselor/{id}/Feedback', () => {
  it('pages the commented ratings, newest first, with no client named, and finds no one unlisted', async () => {
    const nicknames: string[] = [];
    for (const [index, comment] of ['第一次', '', '第二次', '第三次'].entries()) {
      const client = await createUser(database, { role: 'client', nickname: `個案暱稱${index}` });
      nicknames.push(`個案暱稱${index}`);
      const startsAt = new Date(clock.now().getTime() - (10 - index) * 24 * HOUR);
      const courseId = await insertCourse(db, {
        clientId: client.id,
        counselorId: zhiming,
        startsAt,
        status: CourseStatus.Completed,
      });
      await db.insert(courseFeedback).values({
        courseId,
        clientId: client.id,
        counselorId: zhiming,
        grade: 4,
        comment,
        createdAt: startsAt,
      });
    }
    const page = async (query: string) => {
      const response = await app.inject({ url: `/api/zh-tw/Counselor/${zhiming}/Feedback?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      for (const nickname of nicknames) expect(response.body).not.toContain(nickname);
      return response.json().data;
    };
    expect(await page('page_size=2')).toEqual({
      totalRecords: 3,
      records: [
        expect.objectContaining({ grade: 4, comment: '第三次' }),
        expect.objectContaining({ comment: '第二次' }),
      ],
    });
    expect(await page('page_size=2&start_page=1')).toEqual({
      totalRecords: 3,
      records: [expect.objectContaining({ comment: '第一次' })],
    });
    const client = await createUser(database, { role: 'client' });
    for (const id of [client.id, crypto.randomUUID()]) {
      const response = await app.inject({ url: `/api/zh-tw/Counselor/${id}/Feedback` });
      expect(response.statusCode).toBe(404);
    }
    const bad = await app.inject({ url: `/api/zh-tw/Counselor/${zhiming}/Feedback?page_size=0` });
    expect(bad.statusCode).toBe(400);
  });
});
