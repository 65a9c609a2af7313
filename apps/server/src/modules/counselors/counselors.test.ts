import { ErrorCode } from '@app/contracts/error-codes';
import { ServiceLength, VerifyStatus } from '@app/contracts/enums';
import { CourseStatus } from '@app/contracts/enums';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { courseFeedback } from '../../db/schema/courses.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, createUser } from '../../test/test-users.ts';
import { HOUR, insertCourse } from '../courses/course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;

/** A counselor with a full profile and contact details, verified unless told otherwise. */
async function counselor(fullName: string, options: { verified?: boolean } = {}) {
  const user = await createUser(database, { role: 'counselor', fullName });
  const phone = `+8869${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await db
    .update(users)
    .set({ phone, coverImagePath: `/media/demo/${user.id}.svg` })
    .where(eq(users.id, user.id));
  await db
    .update(counselorProfiles)
    .set({
      verifyStatus: options.verified === false ? VerifyStatus.NotVerified : VerifyStatus.Verified,
      aboutMe: `${fullName}的自我介紹`,
      serviceLength: ServiceLength.ThreeToTenYears,
      customSpecialty: '焦慮與壓力調適',
      counselorOrganization: '臺北市諮商心理師公會',
      address: '臺北市大安區復興南路一段 1 號',
      lineId: `line-${user.id}`,
    })
    .where(eq(counselorProfiles.userId, user.id));
  return { ...user, phone };
}

async function list(query = '') {
  const response = await app.inject({ url: `/api/zh-tw/Counselor/List${query}` });
  return { response, page: response.json().data };
}

// Made in order: the list shows those longest on the platform first.
const first = await counselor('陳怡君');
const second = await counselor('林志明');
const third = await counselor('王雅婷');
const unverified = await counselor('未驗證', { verified: false });
const disabled = await counselor('已停用');
await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
const inactive = await createUser(database, { role: 'counselor', fullName: '未啟用', activatedAt: null });
const client = await createUser(database, { role: 'client', nickname: '小安' });

describe('GET /Counselor/List', () => {
  it('answers anyone, without signing in, with the verified counselors’ public profiles', async () => {
    const { response, page } = await list();
    expect(response.statusCode).toBe(200);
    expect(page.totalRecords).toBe(3);
    expect(page.records).toEqual([
      {
        id: first.id,
        fullName: '陳怡君',
        coverImage: { path: `/media/demo/${first.id}.svg` },
        aboutMe: '陳怡君的自我介紹',
        serviceLength: ServiceLength.ThreeToTenYears,
        customSpecialty: '焦慮與壓力調適',
        counselorOrganization: '臺北市諮商心理師公會',
        gender: null,
        feedbackCount: 0,
        averageGrade: 0,
        specialties: [],
        languages: [],
        otherLanguage: '',
        priceRange: null,
        nextAvailableAt: null,
        acceptsFreeTrial: true,
      },
      expect.objectContaining({ id: second.id, fullName: '林志明' }),
      expect.objectContaining({ id: third.id, fullName: '王雅婷' }),
    ]);
  });

  it('never shows contact details: no e-mail, phone, address or Line ID', async () => {
    const { response } = await list('?page_size=100');
    for (const person of [first, second, third]) {
      expect(response.body).not.toContain(person.email);
      expect(response.body).not.toContain(person.phone);
      expect(response.body).not.toContain(`line-${person.id}`);
    }
    expect(response.body).not.toContain('復興南路');
    for (const field of ['email', 'phone', 'address', 'lineID', 'userAccount', 'canReserveAfter'])
      expect(response.body).not.toContain(`"${field}"`);
  });

  it('leaves out unverified, disabled and not yet activated counselors, and every other role', async () => {
    const { page } = await list('?page_size=100');
    const ids = page.records.map((record: { id: string }) => record.id);
    for (const hidden of [unverified, disabled, inactive, client]) expect(ids).not.toContain(hidden.id);
  });

  it('pages with start_page and page_size, pages never overlapping', async () => {
    const pageOne = await list('?start_page=0&page_size=2');
    const pageTwo = await list('?start_page=1&page_size=2');
    expect(pageOne.page.records.map((record: { id: string }) => record.id)).toEqual([first.id, second.id]);
    expect(pageTwo.page).toEqual({ totalRecords: 3, records: [expect.objectContaining({ id: third.id })] });
    expect((await list('?start_page=5&page_size=2')).page).toEqual({ totalRecords: 3, records: [] });
  });

  it('refuses page sizes outside 1 to 100, naming the field in the locale', async () => {
    for (const query of ['?page_size=0', '?page_size=101', '?start_page=-1']) {
      const { response } = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_code, query).toBe(ErrorCode.ValidationFailed);
    }
    const english = await app.inject({ url: '/api/en-us/Counselor/List?page_size=abc' });
    expect(english.json().data.fields).toEqual([expect.objectContaining({ field: 'page_size' })]);
  });
});

describe('GET /Counselor/{counselorId}', () => {
  const one = (id: string) => app.inject({ url: `/api/zh-tw/Counselor/${id}` });

  it('answers anyone with a listed counselor’s public profile, the same as the list shows', async () => {
    const response = await one(second.id);
    expect(response.statusCode).toBe(200);
    const { page } = await list();
    expect(response.json().data).toEqual({
      ...page.records.find(({ id }: { id: string }) => id === second.id),
      customAdviceStyle: null,
      educations: [],
      experiences: [],
      recentFeedback: [],
      licenses: [],
      customConsultationPrice: null,
    });
    expect(response.body).not.toContain(second.phone);
    expect(response.body).not.toContain('復興南路');
  });

  it('finds no one the directory does not list: unverified, disabled, inactive, clients, unknown ids', async () => {
    for (const id of [unverified.id, disabled.id, inactive.id, client.id, crypto.randomUUID()]) {
      const response = await one(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error_code).toBe(ErrorCode.NotFound);
    }
  });

  it('refuses an id that is no id, naming the field', async () => {
    const response = await one('not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
    expect(JSON.stringify(response.json().data)).toContain('counselorId');
  });
});

/** A completed session of `counselorId` with a new client, rated `grade` with `comment`, `daysAgo` days ago. */
async function rated(counselorId: string, grade: number, comment: string, daysAgo: number) {
  const client = await createUser(database, { role: 'client' });
  const startsAt = new Date(Date.now() - daysAgo * 24 * HOUR);
  const courseId = await insertCourse(db, {
    clientId: client.id,
    counselorId,
    startsAt,
    status: CourseStatus.Completed,
  });
  await db
    .insert(courseFeedback)
    .values({ courseId, clientId: client.id, counselorId, grade, comment, createdAt: startsAt });
  return client;
}

describe('the ratings of a counselor', () => {
  // Made when these tests start, so the directory tests above count only their own counselors.
  let rater: Awaited<ReturnType<typeof counselor>>;
  let clients: Awaited<ReturnType<typeof rated>>[];
  beforeAll(async () => {
    rater = await counselor('評價測試');
    clients = [
      await rated(rater.id, 5, '很溫暖，讓我願意說出心裡話。', 3),
      await rated(rater.id, 4, '', 2),
      await rated(rater.id, 4, '給了我很實用的練習。', 1),
    ];
  });

  it('are counted and averaged in the directory, and 0 for a counselor nobody rated', async () => {
    const { page } = await list('?page_size=100');
    const byId = (id: string) => page.records.find((record: { id: string }) => record.id === id);
    expect(byId(rater.id)).toMatchObject({ feedbackCount: 3, averageGrade: expect.closeTo(4.33, 2) });
    expect(byId(first.id)).toMatchObject({ feedbackCount: 0, averageGrade: 0 });
  });

  it('show on the counselor’s page with their latest comments, newest first, without the clients', async () => {
    const response = await app.inject({ url: `/api/zh-tw/Counselor/${rater.id}` });
    const data = response.json().data;
    expect(data).toMatchObject({ feedbackCount: 3, averageGrade: expect.closeTo(4.33, 2) });
    expect(data.recentFeedback).toEqual([
      { grade: 4, comment: '給了我很實用的練習。', createTime: expect.any(String) },
      { grade: 5, comment: '很溫暖，讓我願意說出心裡話。', createTime: expect.any(String) },
    ]);
    for (const client of clients) {
      expect(response.body).not.toContain(client.id);
      expect(response.body).not.toContain(client.email);
    }
  });

  it('are the same in the signed-in counselor’s own profile', async () => {
    const self = await createSignedInUser(testApp, { role: 'counselor' });
    await rated(self.id, 5, '', 1);
    await rated(self.id, 2, '', 2);
    const response = await app.inject({ url: '/api/zh-tw/counselor', headers: self.headers });
    expect(response.json().data).toMatchObject({ feedbackCount: 2, averageGrade: 3.5 });
  });
});
