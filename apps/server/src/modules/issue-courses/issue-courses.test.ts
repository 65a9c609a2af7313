import { CourseLength, IssueCourseApproveStatus, type TIssueCourseApproveStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TIssueCoursePage } from '@app/contracts/issue-courses';
import { describe, expect, it } from 'vitest';
import { issueCourses } from '../../db/schema/issue-courses.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertIssueCourse } from '../../test/test-issue-courses.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

const day = (n: number) => new Date(Date.UTC(2030, 0, n));
const { Editing, UnderReview, Audited, EditedUnderReview } = IssueCourseApproveStatus;

/** A topic written directly; submitted ones were sent on `sentOn`. */
function insertTopic(
  counselorId: string,
  title: string,
  approveStatus: TIssueCourseApproveStatus,
  sentOn?: Date,
) {
  return insertIssueCourse(database, { counselorId, title, approveStatus, changedAt: sentOn ?? day(1) });
}

async function myTopics(
  caller: { headers: { authorization: string } },
  query: string,
): Promise<TIssueCoursePage> {
  const response = await app.inject({
    url: `/api/zh-tw/CounselorIssueCourse/me?${query}`,
    headers: caller.headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().error_code).toBe(ErrorCode.Success);
  return response.json().data;
}

describe('GET /CounselorIssueCourse/me', () => {
  // The only test that writes topics waiting for review, so the expert's queue is exactly these.
  it('answers an expert every topic waiting for review, oldest submission first, and a counselor their own', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const first = await createSignedInUser(testApp, { role: 'counselor', fullName: '陳怡君' });
    const second = await createSignedInUser(testApp, { role: 'counselor', fullName: '林志明' });

    const edited = await insertTopic(first.id, '焦慮調適', EditedUnderReview, day(3));
    const fresh = await insertTopic(second.id, '走過失落', UnderReview, day(2));
    const latest = await insertTopic(second.id, '職涯迷惘', UnderReview, day(5));
    const draft = await insertTopic(first.id, '親密關係', Editing, day(6));
    const approved = await insertTopic(first.id, '睡不好的夜晚', Audited, day(4));

    const queue = await myTopics(expert, 'get_by_page=false');
    expect(queue.totalRecords).toBe(3);
    expect(queue.records.map((topic) => topic.id)).toEqual([fresh, edited, latest]);
    expect(queue.records[1]).toEqual({
      id: edited,
      title: '焦慮調適',
      category: 'anxiety',
      length: CourseLength.SixtyMinutes,
      price: 2400,
      approveStatus: EditedUnderReview,
      counselor: { id: first.id, fullName: '陳怡君' },
      submittedAt: day(3).toISOString(),
      updatedAt: day(3).toISOString(),
    });

    const own = await myTopics(first, 'get_by_page=false');
    expect(own.totalRecords).toBe(3);
    expect(own.records.map((topic) => topic.id)).toEqual([draft, approved, edited]);
    expect(own.records.find((topic) => topic.id === draft)?.submittedAt).toBeNull();
    expect((await myTopics(second, 'get_by_page=false')).records.map((topic) => topic.id)).toEqual([
      latest,
      fresh,
    ]);

    // The expert's page of one.
    const paged = await myTopics(expert, 'get_by_page=true&start_page=1&page_size=1');
    expect(paged).toMatchObject({ totalRecords: 3, records: [{ id: edited }] });
  });

  it('answers everything without get_by_page, and pages with get_by_page=true', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const ids: string[] = [];
    for (let n = 1; n <= 25; n += 1)
      ids.unshift(await insertTopic(counselor.id, `主題 ${n}`, Editing, day(n)));

    const all = await myTopics(counselor, '');
    expect(all.totalRecords).toBe(25);
    expect(all.records.map((topic) => topic.id)).toEqual(ids);
    const defaultPage = await myTopics(counselor, 'get_by_page=true');
    expect(defaultPage.records.map((topic) => topic.id)).toEqual(ids.slice(0, 20));
    const lastPage = await myTopics(counselor, 'get_by_page=true&start_page=2&page_size=10');
    expect(lastPage).toMatchObject({ totalRecords: 25 });
    expect(lastPage.records.map((topic) => topic.id)).toEqual(ids.slice(20));
  });

  it('refuses clients with 403, a bad flag with 400 and no token with 401', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const refused = await app.inject({
      url: '/api/zh-tw/CounselorIssueCourse/me?get_by_page=false',
      headers: client.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe(ErrorCode.Forbidden);
    const badFlag = await app.inject({
      url: '/api/zh-tw/CounselorIssueCourse/me?get_by_page=yes',
      headers: counselor.headers,
    });
    expect(badFlag.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/zh-tw/CounselorIssueCourse/me' })).statusCode).toBe(401);
  });
});

describe('issue_courses rules in the database', () => {
  it('refuses prices off the hundred, under 2000 for 60 and 90 minutes, and a submission without a note', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const base = {
      counselorId: counselor.id,
      title: '主題',
      category: 'anxiety',
      length: CourseLength.SixtyMinutes,
    };
    const refused = [
      { ...base, price: 2050 },
      { ...base, price: 1900 },
      { ...base, length: CourseLength.NinetyMinutes, price: 1500 },
      { ...base, price: 2000, approveStatus: UnderReview, submittedAt: day(1) },
    ];
    for (const values of refused) {
      const error = await database.db
        .insert(issueCourses)
        .values(values)
        .catch((e: Error) => e);
      expect((error as Error).cause, JSON.stringify(values)).toMatchObject({ code: '23514' });
    }
    // Shorter lengths may cost less.
    await database.db
      .insert(issueCourses)
      .values({ ...base, length: CourseLength.ThirtyMinutes, price: 800 });
  });
});
