import { CourseStatus, VerifyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { LedgerReason, PaymentProvider } from '@app/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, createUser } from '../../test/test-users.ts';
import { insertCourse } from '../courses/course-test-helpers.ts';
import { ledgerAccount } from '../wallet/ledger.service.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type TCaller = { id: string; headers: { authorization: string } };

async function counselor(): Promise<TCaller> {
  const user = await createSignedInUser(testApp, { role: 'counselor', fullName: '王雅婷' });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified, canReserveAfter: 4 })
    .where(eq(counselorProfiles.userId, user.id));
  return user;
}

const everyDay = (start: string, end: string) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, start, end, voice: true, video: true }));

function call(
  caller: { headers: { authorization: string } } | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
  locale = 'zh-tw',
) {
  return app.inject({
    method,
    url: `/api/${locale}/CounselorSchedule/${path}`,
    ...(caller ? { headers: caller.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** The next Taipei midnight after now plus `days`, as an instant. */
function taipeiMidnight(days: number): number {
  const taipei = clock.now().getTime() + 8 * HOUR;
  return Math.floor(taipei / DAY) * DAY + days * DAY - 8 * HOUR;
}

async function slots(counselorId: string, fromMs: number, toMs: number) {
  const query = new URLSearchParams({
    counselorId,
    courseLength: '0',
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
  });
  const response = await app.inject({ url: `/api/zh-tw/CounselorSchedule/AvailableSlots?${query}` });
  return response.json().data as string[];
}

describe('the weekly plan', () => {
  it('is empty in Taipei time at first, replaced whole, and makes the schedule set and slots bookable', async () => {
    const me = await counselor();
    expect((await call(me, 'GET', 'WeeklyTemplate')).json().data).toEqual({
      timeZone: 'Asia/Taipei',
      ranges: [],
    });
    expect((await call(me, 'GET', `IsSetSchedule?id=${me.id}`)).json().data).toBe(false);

    const plan = {
      ranges: [
        ...everyDay('09:00', '12:00'),
        { weekday: 1, start: '14:00', end: '15:30', voice: true, video: false },
      ],
    };
    const saved = await call(me, 'PUT', 'WeeklyTemplate', plan);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.ranges).toHaveLength(8);
    expect((await call(me, 'GET', 'WeeklyTemplate')).json().data.ranges[0]).toEqual({
      weekday: 0,
      start: '09:00',
      end: '12:00',
      voice: true,
      video: true,
    });
    expect((await call(me, 'GET', `IsSetSchedule?id=${me.id}`)).json().data).toBe(true);

    // Day after tomorrow, 09:00–12:00 Taipei: 60-minute sessions at 09:00, 09:30 … 11:00.
    const day = taipeiMidnight(2);
    expect(await slots(me.id, day, day + DAY)).toContain(new Date(day + 9 * HOUR).toISOString());
    expect(
      (await slots(me.id, day, day + DAY)).filter((slot) => Date.parse(slot) < day + 13 * HOUR),
    ).toHaveLength(5);

    // Replaced whole: an empty plan leaves no service time.
    await call(me, 'PUT', 'WeeklyTemplate', { ranges: [] });
    expect(await slots(me.id, day, day + DAY)).toEqual([]);
    expect((await call(me, 'GET', `IsSetSchedule?id=${me.id}`)).json().data).toBe(false);
  });

  it('refuses broken ranges with a localized message naming the field, and changes nothing', async () => {
    const me = await counselor();
    await call(me, 'PUT', 'WeeklyTemplate', { ranges: everyDay('09:00', '12:00') });
    const overlapping = await call(me, 'PUT', 'WeeklyTemplate', {
      ranges: [
        { weekday: 2, start: '09:00', end: '12:00', voice: true, video: true },
        { weekday: 2, start: '11:00', end: '13:00', voice: true, video: true },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(JSON.stringify(overlapping.json())).toContain('ranges.1.start');
    expect(overlapping.json().message).toContain('同一天的服務時段不可重疊');

    const offGrid = await call(
      me,
      'PUT',
      'WeeklyTemplate',
      { ranges: [{ weekday: 2, start: '09:10', end: '08:00', voice: false, video: false }] },
      'en-us',
    );
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().message).toContain('half hour');
    expect((await call(me, 'GET', 'WeeklyTemplate')).json().data.ranges).toHaveLength(7);
  });

  it("is each counselor's own: nobody reads or changes another's, clients and visitors are refused", async () => {
    const me = await counselor();
    const other = await counselor();
    await call(me, 'PUT', 'WeeklyTemplate', { ranges: everyDay('09:00', '12:00') });
    await call(other, 'PUT', 'WeeklyTemplate', { ranges: [] });
    expect((await call(me, 'GET', 'WeeklyTemplate')).json().data.ranges).toHaveLength(7);
    expect((await call(other, 'GET', 'WeeklyTemplate')).json().data.ranges).toEqual([]);

    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await call(client, 'GET', 'WeeklyTemplate')).statusCode).toBe(403);
    expect((await call(client, 'PUT', 'WeeklyTemplate', { ranges: [] })).statusCode).toBe(403);
    expect((await call(null, 'GET', 'WeeklyTemplate')).statusCode).toBe(401);
    expect((await call(null, 'PUT', 'WeeklyTemplate', { ranges: [] })).statusCode).toBe(401);
    const range = `from=${new Date(taipeiMidnight(1)).toISOString()}&to=${new Date(taipeiMidnight(8)).toISOString()}`;
    expect((await call(client, 'GET', `Calendar?${range}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `Calendar?${range}`)).statusCode).toBe(401);
  });
});

describe('the calendar and one-off service hours', () => {
  it('shows the plan, one-off hours, bookings and leave of the signed-in counselor only', async () => {
    const me = await counselor();
    const other = await counselor();
    const client = await createUser(database, { role: 'client', nickname: '小安' });
    await call(me, 'PUT', 'WeeklyTemplate', { ranges: everyDay('09:00', '12:00') });
    const day = taipeiMidnight(2);
    const added = await call(me, 'POST', 'ServiceTime', {
      start: new Date(day + 14 * HOUR).toISOString(),
      end: new Date(day + 16 * HOUR).toISOString(),
      voice: true,
      video: false,
      repeat: 'weekly',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.created).toBeGreaterThanOrEqual(12);
    await insertCourse(db, { clientId: client.id, counselorId: me.id, startsAt: new Date(day + 9 * HOUR) });
    await call(me, 'POST', 'Leave', {
      start: new Date(day + DAY).toISOString(),
      end: new Date(day + 2 * DAY).toISOString(),
      reason: '進修',
    });

    const range = `from=${new Date(day).toISOString()}&to=${new Date(day + 2 * DAY).toISOString()}`;
    const calendar = (await call(me, 'GET', `Calendar?${range}`)).json().data;
    expect(calendar.timeZone).toBe('Asia/Taipei');
    expect(calendar.serviceTimes).toHaveLength(3);
    expect(calendar.serviceTimes.filter((time: { id: string | null }) => time.id !== null)).toMatchObject([
      { voice: true, video: false, seriesId: expect.any(String) },
    ]);
    expect(calendar.courses).toMatchObject([{ clientNickName: '小安', status: CourseStatus.Init }]);
    expect(calendar.leave).toMatchObject([{ reason: '進修' }]);

    const theirs = (await call(other, 'GET', `Calendar?${range}`)).json().data;
    expect(theirs).toEqual({ timeZone: 'Asia/Taipei', serviceTimes: [], courses: [], leave: [] });
  });

  it('moves a one-off service time where nothing is in the way, and only the owner may', async () => {
    const me = await counselor();
    const other = await counselor();
    const client = await createUser(database, { role: 'client' });
    const day = taipeiMidnight(3);
    const at = (hours: number) => new Date(day + hours * HOUR).toISOString();
    await call(me, 'POST', 'ServiceTime', { start: at(9), end: at(11), voice: true, video: true });
    const [row] = await db
      .select({ id: counselorScheduleSlots.id })
      .from(counselorScheduleSlots)
      .where(eq(counselorScheduleSlots.counselorId, me.id));
    const id = row!.id;
    await insertCourse(db, { clientId: client.id, counselorId: me.id, startsAt: new Date(day + 15 * HOUR) });

    expect((await call(other, 'PUT', `ServiceTime/${id}`, { start: at(12), end: at(14) })).statusCode).toBe(
      404,
    );
    const blocked = await call(me, 'PUT', `ServiceTime/${id}`, { start: at(14), end: at(16) });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error_code).toBe(ErrorCode.ServiceTimeConflict);
    const offGrid = await call(me, 'PUT', `ServiceTime/${id}`, { start: at(12.25), end: at(14) });
    expect(offGrid.statusCode).toBe(400);

    expect((await call(me, 'PUT', `ServiceTime/${id}`, { start: at(12), end: at(14) })).statusCode).toBe(200);
    expect(await slots(me.id, day, day + DAY)).toEqual([at(12), at(12.5), at(13)]);

    // A session booked in one-off hours keeps them in place, unless other service time covers it.
    await call(me, 'POST', 'ServiceTime', { start: at(18), end: at(20), voice: true, video: true });
    const [evening] = await db
      .select({ id: counselorScheduleSlots.id })
      .from(counselorScheduleSlots)
      .where(
        and(
          eq(counselorScheduleSlots.counselorId, me.id),
          eq(counselorScheduleSlots.startsAt, new Date(day + 18 * HOUR)),
        ),
      );
    await insertCourse(db, { clientId: client.id, counselorId: me.id, startsAt: new Date(day + 18 * HOUR) });
    const away = { start: at(20), end: at(22) };
    expect((await call(me, 'PUT', `ServiceTime/${evening!.id}`, away)).statusCode).toBe(409);
    expect((await call(me, 'DELETE', `ServiceTime/${evening!.id}`)).statusCode).toBe(409);
    await call(me, 'PUT', 'WeeklyTemplate', { ranges: everyDay('17:00', '19:30') });
    expect((await call(me, 'PUT', `ServiceTime/${evening!.id}`, away)).statusCode).toBe(200);

    expect((await call(other, 'DELETE', `ServiceTime/${id}`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `ServiceTime/${id}`)).statusCode).toBe(200);
    expect((await slots(me.id, day, day + DAY)).filter((slot) => slot < at(17))).toEqual([]);
  });

  it('refuses service hours in the past or beyond the booking window', async () => {
    const me = await counselor();
    const past = clock.now().getTime() - 2 * DAY;
    const aligned = (instant: number) =>
      new Date(Math.floor(instant / (30 * 60_000)) * 30 * 60_000).toISOString();
    const response = await call(me, 'POST', 'ServiceTime', {
      start: aligned(past),
      end: aligned(past + 2 * HOUR),
      voice: true,
      video: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_code).toBe(ErrorCode.ServiceTimeOutsideWindow);
  });
});

describe('leave refunds what the cancelled sessions were paid with', () => {
  it('gives the points back in full through the ledger, once per course, in the same transaction', async () => {
    const me = await counselor();
    const client = await createUser(database, { role: 'client' });
    const day = taipeiMidnight(2);
    await call(me, 'PUT', 'WeeklyTemplate', { ranges: everyDay('09:00', '18:00') });
    const paid = await insertCourse(db, {
      clientId: client.id,
      counselorId: me.id,
      startsAt: new Date(day + 10 * HOUR),
    });
    const unpaid = await insertCourse(db, {
      clientId: client.id,
      counselorId: me.id,
      startsAt: new Date(day + 14 * HOUR),
    });
    await services.ledger.post({
      idempotencyKey: `test:recharge:${client.id}`,
      reason: LedgerReason.Recharge,
      postings: [
        { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -5000 },
        { account: ledgerAccount.storedValue(client.id), amount: 5000 },
      ],
    });
    await services.ledger.post({
      idempotencyKey: `test:booking:${paid}`,
      reason: LedgerReason.BookingPayment,
      referenceId: paid,
      postings: [
        { account: ledgerAccount.storedValue(client.id), amount: -2000 },
        { account: ledgerAccount.counselorEarnings(me.id), amount: 2000 },
      ],
    });
    expect((await services.ledger.balances(client.id)).reservedAmount).toBe(3000);

    const response = await call(me, 'POST', 'Leave', {
      start: new Date(day).toISOString(),
      end: new Date(day + DAY).toISOString(),
      reason: '身體不適',
    });
    expect(response.json().data.cancelledCourses).toBe(2);
    // Read from the ledger itself: the profile's remembered balance hears of the refund a moment
    // after the commit.
    const storedValue = async () =>
      (await services.withTransaction((tx) => tx.ledger.balances(client.id))).reservedAmount;
    expect(await storedValue()).toBe(5000);
    // Refunding again (a retried cancellation) moves nothing.
    expect(await services.ledger.refundCoursePayment(paid)).toEqual({ points: 2000, replayed: true });
    expect(await services.ledger.refundCoursePayment(unpaid)).toBeNull();
    expect(await storedValue()).toBe(5000);
  });
});
