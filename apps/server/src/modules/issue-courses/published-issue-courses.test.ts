import {
  CourseLength,
  IssueCourseApproveStatus,
  VerifyStatus,
  type TIssueCourseApproveStatus,
} from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertIssueCourse } from '../../test/test-issue-courses.ts';
import { createUser } from '../../test/test-users.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const { Editing, UnderReview, Audited, EditedUnderReview } = IssueCourseApproveStatus;

async function counselor(fullName: string) {
  const user = await createUser(database, { role: 'counselor', fullName });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified })
    .where(eq(counselorProfiles.userId, user.id));
  return user;
}

/** A topic written directly, changed (and, unless a draft, sent for review) on day `day`. */
function topic(counselorId: string, title: string, approveStatus: TIssueCourseApproveStatus, day: number) {
  return insertIssueCourse(database, {
    counselorId,
    title,
    approveStatus,
    changedAt: new Date(Date.UTC(2030, 0, day)),
  });
}

async function list(query = '') {
  const response = await app.inject({ url: `/api/zh-tw/CounselorIssueCourse/List${query}` });
  return { response, page: response.json().data };
}

const yijun = await counselor('陳怡君');
const older = await topic(yijun.id, '睡不好的夜晚', Audited, 1);
const newer = await topic(yijun.id, '工作壓力調適', Audited, 3);
const editing = await topic(yijun.id, '還在編輯', Editing, 4);
const underReview = await topic(yijun.id, '等待審核', UnderReview, 5);
const reReview = await topic(yijun.id, '修改後審核中', EditedUnderReview, 6);

const disabled = await counselor('已停用');
const ofDisabled = await topic(disabled.id, '停用者的主題', Audited, 7);
await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));

const unverified = await createUser(database, { role: 'counselor', fullName: '未驗證' });
const ofUnverified = await topic(unverified.id, '未驗證者的主題', Audited, 8);

describe('GET /CounselorIssueCourse/List', () => {
  it('answers anyone, without signing in, the approved topics, latest change first, without review details', async () => {
    const { response, page } = await list();
    expect(response.statusCode).toBe(200);
    expect(page).toEqual({
      totalRecords: 3,
      records: [
        // Approved, its edit under review: its approved version stays published.
        expect.objectContaining({ id: reReview, title: '修改後審核中' }),
        {
          id: newer,
          title: '工作壓力調適',
          category: 'anxiety',
          length: CourseLength.SixtyMinutes,
          price: 2400,
          coverImage: null,
          counselor: { id: yijun.id, fullName: '陳怡君' },
        },
        expect.objectContaining({ id: older, title: '睡不好的夜晚' }),
      ],
    });
    for (const field of ['approveStatus', 'revisionNote', 'submittedAt', 'email'])
      expect(response.body).not.toContain(`"${field}"`);
  });

  it('leaves out topics not approved and those of disabled or unverified counselors', async () => {
    const ids = (await list('?page_size=100')).page.records.map((record: { id: string }) => record.id);
    for (const hidden of [editing, underReview, ofDisabled, ofUnverified]) expect(ids).not.toContain(hidden);
  });

  it('pages with start_page and page_size and refuses sizes outside 1 to 100', async () => {
    expect((await list('?start_page=2&page_size=1')).page).toEqual({
      totalRecords: 3,
      records: [expect.objectContaining({ id: older })],
    });
    const refused = await list('?page_size=101');
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json().error_code).toBe(ErrorCode.ValidationFailed);
  });
});

const texts = {
  targetAudience: '常常擔心、難以放鬆的上班族',
  description: '一起找出焦慮從哪裡來，練習讓身心安定下來的方法。',
  detail: '第一次會談先聊聊你的近況。\n之後每次練習一個方法。',
};

describe('GET /IssueCourse/{id}', () => {
  let detailed = '';
  // Added after the list's tests, whose counts it would change.
  beforeAll(async () => {
    detailed = await insertIssueCourse(database, {
      counselorId: yijun.id,
      title: '告別焦慮',
      approveStatus: Audited,
      changedAt: new Date(Date.UTC(2030, 0, 9)),
      texts,
    });
  });

  it("answers anyone a published topic with its texts and its counselor's public profile", async () => {
    const response = await app.inject({ url: `/api/zh-tw/IssueCourse/${detailed}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json().data).toEqual({
      id: detailed,
      title: '告別焦慮',
      category: 'anxiety',
      length: CourseLength.SixtyMinutes,
      price: 2400,
      ...texts,
      keywords: '',
      coverVideoId: null,
      coverImage: null,
      counselor: expect.objectContaining({ id: yijun.id, fullName: '陳怡君' }),
    });
    for (const field of ['approveStatus', 'revisionNote', 'submittedAt', 'email'])
      expect(response.body).not.toContain(`"${field}"`);
  });

  it('is not found for a topic never approved, or whose counselor is not listed', async () => {
    for (const hidden of [editing, underReview, ofDisabled, ofUnverified, crypto.randomUUID()]) {
      const response = await app.inject({ url: `/api/zh-tw/IssueCourse/${hidden}` });
      expect(response.statusCode, hidden).toBe(404);
      expect(response.json().error_code).toBe(ErrorCode.NotFound);
    }
  });

  it('refuses an id that is not one, naming the field', async () => {
    const response = await app.inject({ url: '/api/en-us/IssueCourse/42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('id');
  });
});
