import { CourseStatus, type TCourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseFeedback } from '../../db/schema/courses.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { HOUR, insertCourse } from './course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;

type TSignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

async function finishedCourse(status: TCourseStatus = CourseStatus.Completed) {
  const client = await createSignedInUser(testApp, { role: 'client' });
  const counselor = await createSignedInUser(testApp, { role: 'counselor' });
  const courseId = await insertCourse(database.db, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: new Date(clock.now().getTime() - 2 * HOUR),
    status,
  });
  return { client, counselor, courseId };
}

function rate(user: TSignedIn | null, courseId: string, payload: unknown, locale = 'zh-tw') {
  return app.inject({
    method: 'POST',
    url: `/api/${locale}/Course/${courseId}/Feedback`,
    headers: user?.headers ?? {},
    payload: payload as object,
  });
}

describe('POST /Course/{id}/Feedback', () => {
  it('stores the client’s rating of their completed session, comment trimmed', async () => {
    const { client, courseId } = await finishedCourse();
    const response = await rate(client, courseId, { grade: 5, comment: '  很有幫助，謝謝  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ courseId, grade: 5, comment: '很有幫助，謝謝' });
    const rows = await database.db.select().from(courseFeedback).where(eq(courseFeedback.courseId, courseId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientId: client.id, grade: 5 });
  });

  it('takes a rating without a comment', async () => {
    const { client, courseId } = await finishedCourse();
    const response = await rate(client, courseId, { grade: 1 });
    expect(response.json().data).toMatchObject({ grade: 1, comment: '' });
  });

  it('refuses a second rating with a clear error, keeping the first', async () => {
    const { client, courseId } = await finishedCourse();
    await rate(client, courseId, { grade: 4 });
    const again = await rate(client, courseId, { grade: 1 }, 'en-us');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_code: ErrorCode.FeedbackAlreadyGiven,
      message: 'You have already rated this session',
    });
    const [row] = await database.db
      .select()
      .from(courseFeedback)
      .where(eq(courseFeedback.courseId, courseId));
    expect(row?.grade).toBe(4);
  });

  it('lets only the course’s own client rate: its counselor, another client and a visitor are refused', async () => {
    const { counselor, courseId } = await finishedCourse();
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    expect((await rate(stranger, courseId, { grade: 5 })).statusCode).toBe(404);
    expect((await rate(counselor, courseId, { grade: 5 })).statusCode).toBe(404);
    expect((await rate(null, courseId, { grade: 5 })).statusCode).toBe(401);
    const rows = await database.db.select().from(courseFeedback).where(eq(courseFeedback.courseId, courseId));
    expect(rows).toHaveLength(0);
  });

  it('refuses a session that has not been completed', async () => {
    for (const status of [CourseStatus.Init, CourseStatus.UnderProgress, CourseStatus.Canceled]) {
      const { client, courseId } = await finishedCourse(status);
      const response = await rate(client, courseId, { grade: 5 });
      expect(response.statusCode).toBe(409);
      expect(response.json().error_code).toBe(ErrorCode.CourseNotCompleted);
    }
  });

  it('refuses a grade outside 1–5 or not whole, and an overlong comment, naming the field', async () => {
    const { client, courseId } = await finishedCourse();
    for (const payload of [{ grade: 0 }, { grade: 6 }, { grade: 4.5 }, { grade: '5' }, {}]) {
      const response = await rate(client, courseId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json().data)).toContain('grade');
    }
    const long = await rate(client, courseId, { grade: 5, comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().data)).toContain('comment');
    const rows = await database.db.select().from(courseFeedback).where(eq(courseFeedback.courseId, courseId));
    expect(rows).toHaveLength(0);
  });
});
