import { IssueCourseApproveStatus, VerifyStatus, type TGender } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { counselorScheduleSlots, counselorWeeklyHours } from '../../db/schema/schedule.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertIssueCourse } from '../../test/test-issue-courses.ts';
import { createUser } from '../../test/test-users.ts';

const { app, database, clock } = await buildTestApp();
const db = database.db;
const HOUR = 3_600_000;

async function counselor(fullName: string, gender: TGender | null) {
  const user = await createUser(database, { role: 'counselor', fullName });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified, gender })
    .where(eq(counselorProfiles.userId, user.id));
  return user;
}

/** A one-off service time starting `fromHours` from now, six hours long. */
async function serviceTime(
  counselorId: string,
  fromHours: number,
  types: { voice: boolean; video: boolean },
) {
  const start = clock.now().getTime() + fromHours * HOUR;
  await db
    .insert(counselorScheduleSlots)
    .values({ counselorId, startsAt: new Date(start), endsAt: new Date(start + 6 * HOUR), ...types });
}

let day = 1;
const topic = (counselorId: string, title: string) =>
  insertIssueCourse(database, {
    counselorId,
    title,
    approveStatus: IssueCourseApproveStatus.Audited,
    changedAt: new Date(Date.UTC(2030, 0, day++)),
  });

async function ids(query: string) {
  const response = await app.inject({ url: `/api/zh-tw/CounselorIssueCourse/List?page_size=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json().data;
  const found = page.records.map((record: { id: string }) => record.id);
  expect(page.totalRecords).toBe(found.length);
  return found;
}

// 陳怡君: video only, in a weekly plan. 林志明: voice only, in a one-off service time ahead, and video
// only in one already over. 王雅婷: both, in a one-off service time ahead. 張家豪: no gender given,
// no service hours.
const yijun = await counselor('陳怡君', 'female');
await db.insert(counselorWeeklyHours).values({
  counselorId: yijun.id,
  weekday: 1,
  startMinute: 9 * 60,
  endMinute: 12 * 60,
  voice: false,
  video: true,
  timeZone: 'Asia/Taipei',
});
const zhiming = await counselor('林志明', 'male');
await serviceTime(zhiming.id, 24, { voice: true, video: false });
await serviceTime(zhiming.id, -48, { voice: false, video: true });
const yating = await counselor('王雅婷', 'female');
await serviceTime(yating.id, 48, { voice: true, video: true });
const jiahao = await counselor('張家豪', null);

const yijunSleep = await topic(yijun.id, '睡不好的夜晚');
const yijunWork = await topic(yijun.id, '工作壓力調適');
const zhimingSleep = await topic(zhiming.id, '失眠與焦慮');
const yatingFamily = await topic(yating.id, '家庭關係');
const jiahaoSleep = await topic(jiahao.id, '睡眠與職涯');

describe('GET /CounselorIssueCourse/List by counselor gender and service type', () => {
  it('keeps the topics of counselors of the gender asked, and those of any gender when it is not asked', async () => {
    expect(await ids('gender=female')).toEqual([yatingFamily, yijunWork, yijunSleep]);
    expect(await ids('gender=male')).toEqual([zhimingSleep]);
    expect(await ids('gender=non-binary')).toEqual([]);
    expect(await ids('')).toEqual([jiahaoSleep, yatingFamily, zhimingSleep, yijunWork, yijunSleep]);
  });

  it('keeps the topics of counselors offering the type in a weekly hour or a service time still ahead', async () => {
    expect(await ids('serviceType=video')).toEqual([yatingFamily, yijunWork, yijunSleep]);
    // 林志明's video hours are over: only his voice hours ahead count.
    expect(await ids('serviceType=voice')).toEqual([yatingFamily, zhimingSleep]);
  });

  it('combines both with the keyword, the other filters and paging', async () => {
    const sleep = encodeURIComponent('睡');
    expect(await ids(`keyword=${sleep}`)).toEqual([jiahaoSleep, yijunSleep]);
    expect(await ids(`keyword=${sleep}&gender=female`)).toEqual([yijunSleep]);
    expect(await ids(`keyword=${encodeURIComponent('失眠')}&serviceType=voice`)).toEqual([zhimingSleep]);
    expect(await ids(`keyword=${encodeURIComponent('失眠')}&serviceType=video`)).toEqual([]);
    // The counselor's name is searched among those the filters keep.
    expect(await ids(`keyword=${encodeURIComponent('林志明')}&gender=female`)).toEqual([]);
    expect(await ids(`keyword=${encodeURIComponent('怡君')}&gender=female&serviceType=video`)).toEqual([
      yijunWork,
      yijunSleep,
    ]);
    expect(await ids('gender=female&serviceType=voice')).toEqual([yatingFamily]);
    const response = await app.inject({
      url: '/api/zh-tw/CounselorIssueCourse/List?gender=female&serviceType=video&start_page=1&page_size=2',
    });
    expect(response.json().data).toEqual({
      totalRecords: 3,
      records: [expect.objectContaining({ id: yijunSleep })],
    });
  });

  it('refuses a gender or service type it does not know, naming the field', async () => {
    for (const [field, value] of [
      ['gender', 'other'],
      ['serviceType', 'chat'],
    ]) {
      const response = await app.inject({ url: `/api/en-us/CounselorIssueCourse/List?${field}=${value}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().message).toContain(field);
    }
  });
});

describe('GET /CounselorIssueCourse/List by the free trial', () => {
  it('keeps the topics of counselors who take free trials, with the other filters', async () => {
    await db
      .update(counselorProfiles)
      .set({ acceptsFreeTrial: false })
      .where(eq(counselorProfiles.userId, zhiming.id));
    try {
      expect(await ids('freeTrial=true')).toEqual([jiahaoSleep, yatingFamily, yijunWork, yijunSleep]);
      expect(await ids(`freeTrial=true&keyword=${encodeURIComponent('失眠')}`)).toEqual([]);
      expect(await ids('freeTrial=true&gender=female&serviceType=voice')).toEqual([yatingFamily]);
      // Not asked (or asked as false), every counselor's topics stay.
      expect(await ids('freeTrial=false')).toHaveLength(5);
    } finally {
      await db
        .update(counselorProfiles)
        .set({ acceptsFreeTrial: true })
        .where(eq(counselorProfiles.userId, zhiming.id));
    }
  });
});
