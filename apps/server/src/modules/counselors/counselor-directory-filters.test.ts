import { CourseStatus, ServiceLength, type TGender, type TServiceLength } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { courseFeedback } from '../../db/schema/courses.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/test-users.ts';
import { HOUR, insertCourse } from '../courses/course-test-helpers.ts';
import { createCounselorWithSchedule } from '../issue-courses/topic-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;

/** A listed counselor with service time tomorrow by the given means, a profile, and ratings. */
async function counselor(
  fullName: string,
  profile: { gender: TGender; specialty: string; serviceLength: TServiceLength },
  means: { voice: boolean; video: boolean },
  grades: number[],
) {
  const { id } = await createCounselorWithSchedule(testApp, fullName);
  await db
    .update(counselorProfiles)
    .set({ gender: profile.gender, customSpecialty: profile.specialty, serviceLength: profile.serviceLength })
    .where(eq(counselorProfiles.userId, id));
  await db.update(counselorScheduleSlots).set(means).where(eq(counselorScheduleSlots.counselorId, id));
  for (const [index, grade] of grades.entries()) {
    const client = await createUser(database, { role: 'client' });
    const startsAt = new Date(Date.now() - (index + 2) * 24 * HOUR);
    const courseId = await insertCourse(db, {
      clientId: client.id,
      counselorId: id,
      startsAt,
      status: CourseStatus.Completed,
    });
    await db
      .insert(courseFeedback)
      .values({ courseId, clientId: client.id, counselorId: id, grade, comment: '', createdAt: startsAt });
  }
  return id;
}

// Made in order: the default order is longest on the platform first.
const yijun = await counselor(
  '陳怡君',
  { gender: 'female', specialty: '焦慮、失眠', serviceLength: ServiceLength.ThreeToTenYears },
  { voice: true, video: true },
  [4, 4],
);
const zhiming = await counselor(
  '林志明',
  { gender: 'male', specialty: '伴侶關係', serviceLength: ServiceLength.OverTenYears },
  { voice: true, video: false },
  [5],
);
const yating = await counselor(
  '王雅婷',
  { gender: 'female', specialty: '家庭、親子', serviceLength: ServiceLength.OneToThreeYears },
  { voice: false, video: true },
  [5, 5],
);

const ids = async (query: string) => {
  const response = await app.inject({ url: `/api/zh-tw/Counselor/List?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json().data.records.map((record: { id: string }) => record.id);
};

describe('GET /Counselor/List filters and order', () => {
  it('filters by gender, by voice or video offered, and by a word of the name or specialties', async () => {
    expect(await ids('')).toEqual([yijun, zhiming, yating]);
    expect(await ids('gender=female')).toEqual([yijun, yating]);
    expect(await ids('serviceType=video')).toEqual([yijun, yating]);
    expect(await ids('serviceType=voice')).toEqual([yijun, zhiming]);
    expect(await ids(`keyword=${encodeURIComponent('失眠')}`)).toEqual([yijun]);
    expect(await ids(`keyword=${encodeURIComponent('志明')}`)).toEqual([zhiming]);
    expect(await ids(`gender=female&serviceType=voice`)).toEqual([yijun]);
    // A wildcard typed is a character, not a pattern.
    expect(await ids(`keyword=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('orders by rating (average, then how many) or by experience, and pages the ordered list', async () => {
    expect(await ids('sort=rating')).toEqual([yating, zhiming, yijun]);
    expect(await ids('sort=experience')).toEqual([zhiming, yijun, yating]);
    const second = await app.inject({
      url: '/api/zh-tw/Counselor/List?sort=rating&start_page=1&page_size=2',
    });
    expect(second.json().data).toEqual({
      totalRecords: 3,
      records: [expect.objectContaining({ id: yijun })],
    });
    expect(await ids('sort=rating&gender=female')).toEqual([yating, yijun]);
  });

  it('refuses filters of the wrong shape, naming the field', async () => {
    for (const [field, value] of [
      ['gender', 'other'],
      ['serviceType', 'chat'],
      ['sort', 'price'],
    ]) {
      const response = await app.inject({ url: `/api/zh-tw/Counselor/List?${field}=${value}` });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().data.fields).toEqual([expect.objectContaining({ field })]);
    }
  });
});
