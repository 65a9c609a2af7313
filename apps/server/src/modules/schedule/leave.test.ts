import { CourseStatus, VerifyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/courses.ts';
import { counselorLeaves, counselorScheduleSlots } from '../../db/schema/schedule.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { createSignedInUser, createUser, signIn } from '../../test/test-users.ts';
import { insertCourse } from '../courses/course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;
const db = database.db;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const iso = (hours: number) => inHours(hours).toISOString();

/** A listed counselor, signed in, serving from 48 to 54 hours from now. */
async function counselor() {
  const user = await createSignedInUser(testApp, { role: 'counselor', fullName: '陳怡君' });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified, canReserveAfter: 4 })
    .where(eq(counselorProfiles.userId, user.id));
  await db
    .insert(counselorScheduleSlots)
    .values({ counselorId: user.id, startsAt: inHours(48), endsAt: inHours(54) });
  return user;
}

function takeLeave(caller: { headers: { authorization: string } }, body: unknown, locale = 'zh-tw') {
  return app.inject({
    method: 'POST',
    url: `/api/${locale}/CounselorSchedule/Leave`,
    headers: caller.headers,
    payload: body as object,
  });
}

async function statusOf(courseId: string) {
  const [row] = await db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  return row?.status;
}

async function slotsOf(counselorId: string) {
  const query = new URLSearchParams({ counselorId, courseLength: '0', from: iso(0), to: iso(72) });
  const response = await app.inject({ url: `/api/zh-tw/CounselorSchedule/AvailableSlots?${query}` });
  return response.json().data as string[];
}

describe('POST /CounselorSchedule/Leave', () => {
  it('records the leave, cancels the sessions booked inside it, tells their clients why, and frees nothing else', async () => {
    const me = await counselor();
    const client = await createUser(database, { role: 'client', nickname: '小安' });
    const inside = await insertCourse(db, { clientId: client.id, counselorId: me.id, startsAt: inHours(49) });
    const after = await insertCourse(db, { clientId: client.id, counselorId: me.id, startsAt: inHours(52) });
    const other = await counselor();
    const othersCourse = await insertCourse(db, {
      clientId: client.id,
      counselorId: other.id,
      startsAt: inHours(49),
    });

    const preview = await app.inject({
      url: `/api/zh-tw/CounselorSchedule/Leave/Preview?start=${iso(48)}&end=${iso(51)}`,
      headers: me.headers,
    });
    expect(preview.json().data).toEqual({ cancelledCourses: 1 });
    expect(await statusOf(inside)).toBe(CourseStatus.Init);

    const response = await takeLeave(me, { start: iso(48), end: iso(51), reason: '家中有事需要處理' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: expect.any(String), cancelledCourses: 1 });

    expect(await statusOf(inside)).toBe(CourseStatus.Canceled);
    expect(await statusOf(after)).toBe(CourseStatus.Init);
    expect(await statusOf(othersCourse)).toBe(CourseStatus.Init);
    // The course says who canceled it, when and why: the client's records show it.
    const [canceled] = await db.select().from(courses).where(eq(courses.id, inside));
    expect(canceled).toMatchObject({
      canceledBy: me.id,
      cancelReason: '家中有事需要處理',
      canceledAt: expect.any(Date),
    });

    const [mail] = await deliveredTo(database, client.email);
    expect(mail?.subject).toContain('你的諮商已取消');
    expect(mail?.bodyText).toContain('家中有事需要處理');
    expect(mail?.bodyText).toContain('陳怡君');

    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, me.id)));
    expect(audits.map(({ action }) => action).sort()).toEqual(['course.canceled', 'schedule.leave_taken']);

    // Nothing can be booked inside the leave any more; around the session after it, still.
    expect(await slotsOf(me.id)).toEqual([iso(51), iso(53)]);

    const list = await app.inject({ url: '/api/zh-tw/CounselorSchedule/Leave', headers: me.headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({ start: iso(48), end: iso(51), reason: '家中有事需要處理' }),
    ]);
    const othersList = await app.inject({
      url: '/api/zh-tw/CounselorSchedule/Leave',
      headers: other.headers,
    });
    expect(othersList.json().data).toEqual([]);
  });

  it('refuses leave that overlaps leave already taken, and changes nothing', async () => {
    const me = await counselor();
    const client = await createUser(database, { role: 'client' });
    expect((await takeLeave(me, { start: iso(48), end: iso(50), reason: '休假' })).statusCode).toBe(200);
    const course = await insertCourse(db, { clientId: client.id, counselorId: me.id, startsAt: inHours(51) });

    const response = await takeLeave(me, { start: iso(49), end: iso(52), reason: '再請一次' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error_code).toBe(ErrorCode.LeaveOverlaps);
    expect(await statusOf(course)).toBe(CourseStatus.Init);
  });

  it('refuses leave that starts in the past', async () => {
    const me = await counselor();
    const response = await takeLeave(me, { start: iso(-1), end: iso(5), reason: '生病' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_code).toBe(ErrorCode.LeaveStartsInPast);
    expect(response.json().message).toBe('請假的開始時間不能早於現在');
  });

  it('names the field of a bad request in the asked language', async () => {
    const me = await counselor();
    const cases: [unknown, string, string][] = [
      [{ start: iso(50), end: iso(49), reason: '休假' }, 'end', 'The end must be after the start'],
      [{ start: iso(48), end: iso(49), reason: '  ' }, 'reason', 'Give a reason for the leave'],
      [{ start: iso(48), end: iso(49), reason: '字'.repeat(201) }, 'reason', 'up to 200 characters'],
      [{ start: 'Monday', end: iso(49), reason: '休假' }, 'start', 'start'],
    ];
    for (const [body, field, words] of cases) {
      const response = await takeLeave(me, body, 'en-us');
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().message).toContain(field);
      expect(response.json().message).toContain(words);
    }
    const list = await app.inject({ url: '/api/zh-tw/CounselorSchedule/Leave', headers: me.headers });
    expect(list.json().data).toEqual([]);
  });

  it('is for counselors only', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const body = { start: iso(48), end: iso(49), reason: '休假' };
    for (const caller of [client, expert]) {
      expect((await takeLeave(caller, body)).statusCode).toBe(403);
      const list = await app.inject({ url: '/api/zh-tw/CounselorSchedule/Leave', headers: caller.headers });
      expect(list.statusCode).toBe(403);
    }
    expect((await takeLeave({ headers: { authorization: '' } }, body)).statusCode).toBe(401);
  });
});

describe('DELETE /CounselorSchedule/Leave/{id}', () => {
  const endLeave = (caller: { headers: { authorization: string } }, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/zh-tw/CounselorSchedule/Leave/${id}`,
      headers: caller.headers,
    });

  it('removes a leave not yet begun: its times can be booked again; a cancelled session stays cancelled', async () => {
    const me = await counselor();
    const client = await createUser(database, { role: 'client' });
    const course = await insertCourse(db, { clientId: client.id, counselorId: me.id, startsAt: inHours(49) });
    const taken = await takeLeave(me, { start: iso(48), end: iso(51), reason: '參加研習' });
    const { id } = taken.json().data as { id: string };
    const duringLeave = await slotsOf(me.id);
    expect(duringLeave[0]).toBe(iso(51));

    // Not another counselor's to end.
    const other = await counselor();
    expect((await endLeave(other, id)).statusCode).toBe(404);

    const ended = await endLeave(me, id);
    expect(ended.statusCode).toBe(200);
    const list = await app.inject({ url: '/api/zh-tw/CounselorSchedule/Leave', headers: me.headers });
    expect(list.json().data).toEqual([]);
    const afterLeave = await slotsOf(me.id);
    expect(afterLeave[0]).toBe(iso(48));
    expect(afterLeave).toEqual(expect.arrayContaining([iso(49), iso(50), ...duringLeave]));
    expect(await statusOf(course)).toBe(CourseStatus.Canceled);
    const [audit] = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, me.id), eq(auditLog.action, 'schedule.leave_ended')));
    expect(audit?.details).toEqual({ leaveId: id, outcome: 'removed' });
    expect((await endLeave(me, id)).statusCode).toBe(404);
  });

  it('ends a leave under way now, keeping the part already past', async () => {
    const me = await counselor();
    const taken = await takeLeave(me, { start: iso(1), end: iso(10), reason: '身體不適' });
    const { id } = taken.json().data as { id: string };
    clock.advance(2 * HOUR);
    const headers = await signIn(testApp, me);
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/zh-tw/CounselorSchedule/Leave/${id}`,
      headers,
    });
    expect(ended.statusCode).toBe(200);
    const [row] = await db.select().from(counselorLeaves).where(eq(counselorLeaves.id, id));
    expect(row).toMatchObject({ startsAt: inHours(-1), endsAt: clock.now() });
    const list = await app.inject({ url: '/api/zh-tw/CounselorSchedule/Leave', headers });
    expect(list.json().data).toEqual([]);
  });

  it('is for counselors only, and names a malformed id', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await endLeave(client, crypto.randomUUID())).statusCode).toBe(403);
    const me = await counselor();
    const malformed = await endLeave(me, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
  });
});
