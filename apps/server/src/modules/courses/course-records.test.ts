import { CourseStatus, type TCourseStatus } from '@app/contracts/enums';
import { MailType } from '@app/contracts/mail';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { mails } from '../../db/schema/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { HOUR, insertCourse } from './course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;

type TSignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

const hoursFromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function parties() {
  const client = await createSignedInUser(testApp, { role: 'client', nickname: '小安' });
  const counselor = await createSignedInUser(testApp, { role: 'counselor', fullName: '陳怡君' });
  return { client, counselor };
}

const session = (client: TSignedIn, counselor: TSignedIn, startsInHours: number, status: TCourseStatus) =>
  insertCourse(database.db, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: hoursFromNow(startsInHours),
    status,
  });

const get = (user: TSignedIn | null, url: string) =>
  app.inject({ method: 'GET', url: `/api/zh-tw${url}`, headers: user?.headers ?? {} });

const rate = (user: TSignedIn, courseId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/zh-tw/Course/${courseId}/Feedback`,
    headers: user.headers,
    payload,
  });

describe('GET /client/courserecords', () => {
  it('lists the client’s past sessions newest first with their status, rating and whether they may rate', async () => {
    const { client, counselor } = await parties();
    const older = await session(client, counselor, -72, CourseStatus.Completed);
    const canceled = await session(client, counselor, -48, CourseStatus.Canceled);
    const rated = await session(client, counselor, -24, CourseStatus.Completed);
    await session(client, counselor, 24, CourseStatus.Init); // still to come: not a record
    await rate(client, rated, { grade: 4, comment: '很溫暖' });

    const response = await get(client, '/client/courserecords');
    expect(response.statusCode).toBe(200);
    const { totalRecords, records } = response.json().data;
    expect(totalRecords).toBe(3);
    expect(records.map((record: { id: string }) => record.id)).toEqual([rated, canceled, older]);
    expect(records[0]).toMatchObject({
      status: CourseStatus.Completed,
      counselor: { id: counselor.id, fullName: '陳怡君' },
      feedback: { grade: 4, comment: '很溫暖' },
      canRate: false,
    });
    expect(records[1]).toMatchObject({ status: CourseStatus.Canceled, feedback: null, canRate: false });
    expect(records[2]).toMatchObject({ status: CourseStatus.Completed, feedback: null, canRate: true });
  });

  it('tells how each canceled session ended, in the words of whoever canceled it, and leaves out slots never booked', async () => {
    const { client, counselor } = await parties();
    const canceledAt = hoursFromNow(-100);
    const ended = async (hours: number, set: Partial<typeof courses.$inferInsert>) => {
      const id = await session(client, counselor, hours, CourseStatus.Canceled);
      await database.db.update(courses).set(set).where(eq(courses.id, id));
      return id;
    };
    const byClient = await ended(-10, { canceledAt, canceledBy: client.id, cancelReason: '臨時要加班' });
    const byCounselor = await ended(-20, { canceledAt, canceledBy: counselor.id, cancelReason: '身體不適' });
    const noShow = await ended(-30, { canceledAt, cancelReason: 'no_show' });
    const interrupted = await ended(-40, { interruptedAt: canceledAt, interruptedBy: counselor.id });
    // A hold never paid and a waitlist offer let go were never the client's sessions.
    await ended(-50, { canceledAt, cancelReason: 'hold_expired' });
    await ended(-60, { canceledAt, cancelReason: 'offer_lapsed' });
    const completed = await session(client, counselor, -70, CourseStatus.Completed);

    const { totalRecords, records } = (await get(client, '/client/courserecords')).json().data;
    expect(totalRecords).toBe(5);
    const at = canceledAt.toISOString();
    expect(
      records.map(({ id, cancellation }: { id: string; cancellation: unknown }) => [id, cancellation]),
    ).toEqual([
      [byClient, { kind: 'canceled', by: 'client', reason: '臨時要加班', at }],
      [byCounselor, { kind: 'canceled', by: 'counselor', reason: '身體不適', at }],
      [noShow, { kind: 'no_show', by: 'platform', reason: null, at }],
      [interrupted, { kind: 'interrupted', by: 'counselor', reason: null, at }],
      [completed, null],
    ]);
  });

  it('pages with start_page and page_size', async () => {
    const { client, counselor } = await parties();
    for (const hours of [-10, -20, -30]) await session(client, counselor, hours, CourseStatus.Completed);
    const second = await get(client, '/client/courserecords?start_page=1&page_size=2');
    expect(second.json().data.totalRecords).toBe(3);
    expect(second.json().data.records).toHaveLength(1);
    const bad = await get(client, '/client/courserecords?page_size=0');
    expect(bad.statusCode).toBe(400);
  });

  it('shows each client only their own sessions, and is the clients’ path only', async () => {
    const { client, counselor } = await parties();
    await session(client, counselor, -5, CourseStatus.Completed);
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    expect((await get(stranger, '/client/courserecords')).json().data).toEqual({
      totalRecords: 0,
      records: [],
    });
    expect((await get(counselor, '/client/courserecords')).statusCode).toBe(403);
    expect((await get(null, '/client/courserecords')).statusCode).toBe(401);
  });
});

describe('GET /counselor/coursefeedback', () => {
  it('lists the counselor’s ratings newest first with their count and average', async () => {
    const { client, counselor } = await parties();
    const first = await session(client, counselor, -30, CourseStatus.Completed);
    const second = await session(client, counselor, -20, CourseStatus.Completed);
    await rate(client, first, { grade: 5, comment: '謝謝' });
    clock.advance(60_000);
    await rate(client, second, { grade: 2 });

    const response = await get(counselor, '/counselor/coursefeedback');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ totalRecords: 2, feedbackCount: 2, averageGrade: 3.5 });
    expect(page.records[0]).toMatchObject({
      courseId: second,
      grade: 2,
      comment: '',
      client: { nickName: '小安' },
    });
    expect(page.records[1]).toMatchObject({ courseId: first, grade: 5, comment: '謝謝' });
    expect(page.records[1].courseStartTime).toBe(hoursFromNow(-30 - 1 / 60).toISOString());

    const paged = await get(counselor, '/counselor/coursefeedback?start_page=1&page_size=1');
    expect(paged.json().data).toMatchObject({ totalRecords: 2, feedbackCount: 2, averageGrade: 3.5 });
    expect(paged.json().data.records).toHaveLength(1);
  });

  it('answers each counselor only their own ratings, and is the counselors’ path only', async () => {
    const { client, counselor } = await parties();
    const courseId = await session(client, counselor, -3, CourseStatus.Completed);
    await rate(client, courseId, { grade: 5 });
    const otherCounselor = await createSignedInUser(testApp, { role: 'counselor' });
    expect((await get(otherCounselor, '/counselor/coursefeedback')).json().data).toMatchObject({
      totalRecords: 0,
      feedbackCount: 0,
      averageGrade: 0,
      records: [],
    });
    expect((await get(client, '/counselor/coursefeedback')).statusCode).toBe(403);
    expect((await get(null, '/counselor/coursefeedback')).statusCode).toBe(401);
  });
});

describe('mail 8: the counselor hears of a rating', () => {
  it('goes to the counselor’s mailbox and by e-mail, with the way to the ratings page', async () => {
    const { client, counselor } = await parties();
    const courseId = await session(client, counselor, -2, CourseStatus.Completed);
    await rate(client, courseId, { grade: 5, comment: '很有幫助' });
    const inMailbox = await database.db
      .select()
      .from(mails)
      .where(and(eq(mails.userId, counselor.id), eq(mails.type, MailType.GetFeedback)));
    expect(inMailbox).toHaveLength(1);
    expect(inMailbox[0]?.link).toBe('/counselor/coursefeedback');
    expect(inMailbox[0]?.message).toContain('5 顆星');
    const [mail] = await deliveredTo(database, counselor.email);
    expect(mail?.subject).toContain('你收到一則新的諮商評價');
    expect(mail?.bodyText).toContain('/counselor/coursefeedback');
    // The comment stays on the site: the mail names the stars only.
    expect(mail?.bodyText).not.toContain('很有幫助');
  });
});
