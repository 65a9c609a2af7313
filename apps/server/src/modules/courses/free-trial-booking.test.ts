import { CourseLength, CourseStatus, CourseType, FreeCourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { TRIAL_DEPOSIT_POINTS } from '@app/contracts/free-trial';
import { MailType } from '@app/contracts/mail';
import { LedgerAccountKind, TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/courses.ts';
import { roomAttendances } from '../../db/schema/rooms.ts';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/wallet.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, signIn, type TTestUser } from '../../test/test-users.ts';
import {
  createBookableTopic,
  createPayingClient,
  createServingCounselor,
  createTrialClient,
  HOUR,
  readMailbox,
} from './booking-test-helpers.ts';

const testApp = await buildTestApp({ PUBLIC_URL: 'https://counselling.example' });
const { app, database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

type THeaders = { authorization: string };

const reserveTrial = (headers: THeaders, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: `/api/${locale}/Order/ReserveFreeCourse`, headers, payload });

const cancel = (headers: THeaders, id: string) =>
  app.inject({
    method: 'POST',
    url: `/api/zh-tw/Course/${id}/Cancel`,
    headers,
    payload: { reason: '臨時有事' },
  });

const mailbox = (user: TTestUser) => readMailbox(testApp, user);
const balances = (userId: string) => services.ledger.balances(userId);

/** The client's profile as the web reads it (GET /client). */
async function profile(user: TTestUser) {
  const response = await app.inject({ url: '/api/zh-tw/client', headers: await signIn(testApp, user) });
  expect(response.statusCode).toBe(200);
  return response.json().data as { freeCourseQuota: number; bonusAmount: number; reservedAmount: number };
}

/** The platform account's balance (0 before its first posting). */
async function platformBalance(kind: string) {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, kind as never));
  return row?.balance ?? 0;
}

async function bookedTrial(options: { fromHours?: number; points?: number } = {}) {
  const { counselor, firstSlot } = await createServingCounselor(testApp, {
    acceptsFreeTrial: true,
    fullName: '陳體驗',
    ...(options.fromHours === undefined ? {} : { fromHours: options.fromHours }),
  });
  const client = await createTrialClient(testApp, services, options.points ?? 0);
  const response = await reserveTrial(client.headers, {
    counselorId: counselor.id,
    startTime: firstSlot.toISOString(),
    agree: true,
  });
  expect(response.statusCode).toBe(200);
  return { counselor, client, firstSlot, courseId: response.json().data.courseId as string };
}

const enter = (courseId: string, userId: string, at: Date) =>
  db
    .insert(roomAttendances)
    .values({ courseId, userId, socketId: `s-${userId}-${at.getTime()}`, ip: null, enteredAt: at });

describe('POST /Order/ReserveFreeCourse', () => {
  it('books a 20-minute trial at price 0, takes the quota and the 200-point deposit, tells the counselor', async () => {
    const heldBefore = await platformBalance(LedgerAccountKind.TrialDepositHeld);
    const { counselor, client, firstSlot, courseId } = await bookedTrial();
    const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(row).toMatchObject({
      type: CourseType.TestCourse,
      status: CourseStatus.Init,
      length: CourseLength.TwentyMinutes,
      price: 0,
      issueCourseId: null,
      endsAt: new Date(firstSlot.getTime() + 20 * 60_000),
    });
    // The bonus points the steps gave pay the deposit; the quota is used.
    expect(await profile(client)).toMatchObject({ freeCourseQuota: 0, bonusAmount: 0, reservedAmount: 0 });
    expect(await platformBalance(LedgerAccountKind.TrialDepositHeld)).toBe(heldBefore + TRIAL_DEPOSIT_POINTS);
    // Mail 30: the counselor's notice of a trial, with its no-show rule.
    const [notice] = await mailbox(counselor);
    expect(notice).toMatchObject({
      type: MailType.CounselorLateFreeCourseNewVersion,
      link: '/counselor/nextcourse',
    });
    expect(notice?.message).toContain('20 分鐘免費體驗');
    // One quota books one trial.
    const second = await createServingCounselor(testApp, { acceptsFreeTrial: true });
    const again = await reserveTrial(client.headers, {
      counselorId: second.counselor.id,
      startTime: second.firstSlot.toISOString(),
      agree: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe(ErrorCode.FreeTrialQuotaUsed);
  });

  it('takes the deposit from stored value when the bonus points are spent', async () => {
    const { counselor, firstSlot } = await createServingCounselor(testApp, { acceptsFreeTrial: true });
    const client = await createTrialClient(testApp, services, 500);
    await services.ledger.post({
      idempotencyKey: `test:spend-bonus:${client.id}`,
      reason: 'booking_payment',
      postings: [
        { account: { kind: 'client_bonus', ownerUserId: client.id, provider: null }, amount: -150 },
        { account: { kind: 'fee_revenue', ownerUserId: null, provider: null }, amount: 150 },
      ],
    });
    const response = await reserveTrial(client.headers, {
      counselorId: counselor.id,
      startTime: firstSlot.toISOString(),
      agree: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await balances(client.id)).toEqual({ bonusAmount: 0, reservedAmount: 350 });
  });

  it('refuses, writing nothing, a client whose points cannot cover the deposit', async () => {
    const { counselor, firstSlot } = await createServingCounselor(testApp, { acceptsFreeTrial: true });
    const client = await createPayingClient(testApp, services, 150);
    await db
      .update(users)
      .set({ freeCourseStatus: FreeCourseStatus.AllComplete, freeCourseQuota: 1 })
      .where(eq(users.id, client.id));
    const response = await reserveTrial(
      client.headers,
      { counselorId: counselor.id, startTime: firstSlot.toISOString(), agree: true },
      'en-us',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_code: ErrorCode.InsufficientBalance,
      message: expect.stringMatching(/./) as unknown,
    });
    expect(await profile(client)).toMatchObject({ freeCourseQuota: 1, reservedAmount: 150 });
    expect(await db.select().from(courses).where(eq(courses.clientId, client.id))).toEqual([]);
  });

  it('refuses a client whose steps are not complete, and a counselor who takes no trials', async () => {
    const trialCounselor = await createServingCounselor(testApp, { acceptsFreeTrial: true });
    const halfway = await createPayingClient(testApp, services, 1_000);
    await db
      .update(users)
      .set({ freeCourseStatus: FreeCourseStatus.PhoneComplete })
      .where(eq(users.id, halfway.id));
    const notYet = await reserveTrial(halfway.headers, {
      counselorId: trialCounselor.counselor.id,
      startTime: trialCounselor.firstSlot.toISOString(),
      agree: true,
    });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toMatchObject({
      error_code: ErrorCode.FreeTrialStepsIncomplete,
      message: '請先完成手機驗證與問卷，才能預約免費體驗',
    });

    const declining = await createServingCounselor(testApp, { acceptsFreeTrial: false });
    const client = await createTrialClient(testApp, services);
    const declined = await reserveTrial(client.headers, {
      counselorId: declining.counselor.id,
      startTime: declining.firstSlot.toISOString(),
      agree: true,
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().error_code).toBe(ErrorCode.CounselorDeclinesFreeTrial);
    // A time AvailableSlots does not offer for 20 minutes (before the service time).
    const offHours = await reserveTrial(client.headers, {
      counselorId: trialCounselor.counselor.id,
      startTime: new Date(trialCounselor.firstSlot.getTime() - HOUR).toISOString(),
      agree: true,
    });
    expect(offHours.json().error_code).toBe(ErrorCode.SlotTaken);
    // Without the consent: the field is named, in the locale.
    const unagreed = await reserveTrial(client.headers, {
      counselorId: trialCounselor.counselor.id,
      startTime: trialCounselor.firstSlot.toISOString(),
    });
    expect(unagreed.statusCode).toBe(400);
    expect(unagreed.json().message).toContain('agree');
    // A counselor cannot book one.
    const asCounselor = await reserveTrial(trialCounselor.counselor.headers, {
      counselorId: declining.counselor.id,
      startTime: trialCounselor.firstSlot.toISOString(),
      agree: true,
    });
    expect(asCounselor.statusCode).toBe(403);
    // Nothing was taken from the client.
    expect(await profile(client)).toMatchObject({ freeCourseQuota: 1, bonusAmount: TRIAL_BONUS_POINTS });
  });
});

describe('cancelling a trial', () => {
  it('by the client, within 24 hours: the deposit and the trial come back whole, mail 24 to both', async () => {
    const { counselor, client, courseId } = await bookedTrial({ fromHours: 6 });
    const response = await cancel(client.headers, courseId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: CourseStatus.Canceled,
      refundedPoints: TRIAL_DEPOSIT_POINTS,
      feePoints: 0,
    });
    expect(await profile(client)).toMatchObject({ freeCourseQuota: 1, bonusAmount: TRIAL_BONUS_POINTS });
    // Written at the booking's instant (the clock did not move): found by type.
    const toCounselor = (await mailbox(counselor)).find((mail) => mail.type === MailType.CancelFreeCourse);
    expect(toCounselor?.message).toContain('臨時有事');
    expect((await mailbox(client)).map((mail) => mail.type)).toContain(MailType.CancelFreeCourse);
  });

  it('by the counselor: the same; another client can neither read nor cancel it', async () => {
    const { counselor, client, courseId } = await bookedTrial();
    const stranger = await createTrialClient(testApp, services);
    const read = await app.inject({
      url: `/api/zh-tw/Course/Information/${courseId}`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await cancel(stranger.headers, courseId)).statusCode).toBe(404);
    const own = await app.inject({
      url: `/api/zh-tw/Course/Information/${courseId}`,
      headers: client.headers,
    });
    expect(own.json().data).toMatchObject({ type: CourseType.TestCourse, cancelFeeNow: 0 });

    const response = await cancel(counselor.headers, courseId);
    expect(response.json().data).toMatchObject({ refundedPoints: TRIAL_DEPOSIT_POINTS, feePoints: 0 });
    expect(await profile(client)).toMatchObject({ freeCourseQuota: 1, bonusAmount: TRIAL_BONUS_POINTS });
    const [toClient] = await mailbox(client);
    expect(toClient?.type).toBe(MailType.CancelFreeCourse);
    expect(toClient?.message).toContain('押金 200 點已退還');
    // A second cancellation moves nothing.
    expect((await cancel(counselor.headers, courseId)).statusCode).toBe(409);
    expect(await balances(client.id)).toEqual({ bonusAmount: TRIAL_BONUS_POINTS, reservedAmount: 0 });
  });

  it('by the counselor’s leave: the deposit and the trial come back, mail 24 says so', async () => {
    const { counselor, client, firstSlot, courseId } = await bookedTrial();
    const leave = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/CounselorSchedule/Leave',
      headers: counselor.headers,
      payload: {
        start: firstSlot.toISOString(),
        end: new Date(firstSlot.getTime() + HOUR).toISOString(),
        reason: '家中有事需要處理',
      },
    });
    expect(leave.json().data).toMatchObject({ cancelledCourses: 1 });
    const [row] = await db.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
    expect(row?.status).toBe(CourseStatus.Canceled);
    expect(await profile(client)).toMatchObject({ freeCourseQuota: 1, bonusAmount: TRIAL_BONUS_POINTS });
    const [toClient] = await mailbox(client);
    expect(toClient).toMatchObject({ type: MailType.CancelFreeCourse, link: `/team/${counselor.id}` });
    expect(toClient?.message).toContain('家中有事需要處理');
    expect(toClient?.message).toContain('押金 200 點已退還');
    const mail = (await deliveredTo(database, client.email)).find((sent) =>
      (sent.subject ?? '').includes('你的諮商已取消'),
    );
    expect(mail?.bodyText).toContain('你的免費體驗次數已補回，押金 200 點也已退還');
  });
});

describe('a trial taking place, or not', () => {
  it('completed: the deposit is refunded exactly once; the quota stays used', async () => {
    const { counselor, client, courseId } = await bookedTrial();
    const done = await services.courses.complete({
      courseId,
      counselorId: counselor.id,
      actor: jobActor('test'),
    });
    expect(done).toBe(true);
    expect(await balances(client.id)).toEqual({ bonusAmount: TRIAL_BONUS_POINTS, reservedAmount: 0 });
    // Any later refund of the course is a replay that moves nothing.
    expect(await services.ledger.refundCoursePayment(courseId)).toEqual({
      points: TRIAL_DEPOSIT_POINTS,
      replayed: true,
    });
    expect(await balances(client.id)).toEqual({ bonusAmount: TRIAL_BONUS_POINTS, reservedAmount: 0 });
    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.referenceId, courseId), eq(ledgerEntries.reason, 'trial_refund')));
    expect(refunds).toHaveLength(1);
    expect((await profile(client)).freeCourseQuota).toBe(0);
  });

  it('the client did not come: the deposit is kept as fee revenue, mail 25, no compensation', async () => {
    const { counselor, client, firstSlot, courseId } = await bookedTrial();
    const revenueBefore = await platformBalance(LedgerAccountKind.FeeRevenue);
    await enter(courseId, counselor.id, firstSlot);
    clock.set(new Date(firstSlot.getTime() + 11 * 60_000));
    // Earlier tests' trials are past by now too: the job voids them with this one.
    expect(await services.bookings.voidNoShows(jobActor('test'))).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(courses).where(eq(courses.id, courseId)))[0]?.status).toBe(
      CourseStatus.Canceled,
    );
    expect(await balances(client.id)).toEqual({ bonusAmount: 0, reservedAmount: 0 });
    expect(await platformBalance(LedgerAccountKind.FeeRevenue)).toBe(revenueBefore + TRIAL_DEPOSIT_POINTS);
    expect(await balances(counselor.id)).toEqual({ bonusAmount: 0, reservedAmount: 0 });
    expect((await mailbox(client))[0]?.type).toBe(MailType.FreeCourseClientLateOver10Min);
    const [toCounselor] = await mailbox(counselor);
    expect(toCounselor?.type).toBe(MailType.FreeCourseClientLateOver10Min);
    expect(toCounselor?.message).not.toContain('補償');
    expect((await profile(client)).freeCourseQuota).toBe(0);
  });

  it('the counselor did not come: the deposit and the trial come back, mail 26, no compensation', async () => {
    const { counselor, client, firstSlot, courseId } = await bookedTrial();
    await enter(courseId, client.id, firstSlot);
    clock.set(new Date(firstSlot.getTime() + 11 * 60_000));
    // Earlier tests' trials are past by now too: the job voids them with this one.
    expect(await services.bookings.voidNoShows(jobActor('test'))).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(courses).where(eq(courses.id, courseId)))[0]?.status).toBe(
      CourseStatus.Canceled,
    );
    expect(await profile(client)).toMatchObject({
      freeCourseQuota: 1,
      bonusAmount: TRIAL_BONUS_POINTS,
      reservedAmount: 0,
    });
    expect((await mailbox(client))[0]?.type).toBe(MailType.FreeCourseCounselorLateOver10Min);
    expect((await mailbox(counselor))[0]?.type).toBe(MailType.FreeCourseCounselorLateOver10Min);
  });
});

describe('the trial quota', () => {
  it('is given with the bonus when the steps complete', async () => {
    const client = await createSignedInUser(testApp, {
      role: 'client',
      freeCourseStatus: FreeCourseStatus.PhoneComplete,
    });
    expect((await profile(client)).freeCourseQuota).toBe(0);
    await services.accounts.completeFreeTrialStep(client.id, 'questionnaireAnswered', jobActor('test'));
    expect(await profile(client)).toMatchObject({ freeCourseQuota: 1, bonusAmount: TRIAL_BONUS_POINTS });
    const mails = await mailbox(client);
    expect(mails.find((mail) => mail.type === MailType.BonusFreeCourse)?.link).toBe('/team?freeTrial=true');
  });

  it('refills after a paid session: mail 46 to a client who had a trial, 28 to one who had none', async () => {
    const { counselor, client, courseId } = await bookedTrial({ points: 5_000 });
    await services.courses.complete({ courseId, counselorId: counselor.id, actor: jobActor('test') });
    const paid = await createBookableTopic(testApp, { fromHours: 72 });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/Order/ReserveCourse',
      headers: client.headers,
      payload: { issueCourseId: paid.topicId, startTime: paid.firstSlot.toISOString(), agree: true },
    });
    const paidCourse = booked.json().data.courseId as string;
    await services.courses.complete({
      courseId: paidCourse,
      counselorId: paid.counselor.id,
      actor: jobActor('test'),
    });
    expect((await profile(client)).freeCourseQuota).toBe(1);
    // Beside the rating request (mail 5) of the same instant.
    const mails = await mailbox(client);
    expect(mails.find((mail) => mail.type === MailType.OldClientFreeCourseNotify)?.link).toBe(
      '/team?freeTrial=true',
    );
    expect(mails.map((mail) => mail.type)).not.toContain(MailType.FreeCourseAddCount);
    // By e-mail too: a client who is not on the site hears of it.
    const refilled = (await deliveredTo(database, client.email)).find((sent) =>
      (sent.subject ?? '').includes('你的免費體驗次數已補回'),
    );
    expect(refilled?.bodyText).toContain('https://counselling.example/team?freeTrial=true');

    // A client whose trial is booked but has not taken place gets 28.
    const other = await createTrialClient(testApp, services, 5_000);
    const trialCounselor = await createServingCounselor(testApp, { acceptsFreeTrial: true });
    await reserveTrial(other.headers, {
      counselorId: trialCounselor.counselor.id,
      startTime: trialCounselor.firstSlot.toISOString(),
      agree: true,
    });
    const topic = await createBookableTopic(testApp, { fromHours: 96 });
    const session = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/Order/ReserveCourse',
      headers: other.headers,
      payload: { issueCourseId: topic.topicId, startTime: topic.firstSlot.toISOString(), agree: true },
    });
    await services.courses.complete({
      courseId: session.json().data.courseId as string,
      counselorId: topic.counselor.id,
      actor: jobActor('test'),
    });
    expect((await profile(other)).freeCourseQuota).toBe(1);
    const told = (await mailbox(other)).map((mail) => mail.type);
    expect(told).toContain(MailType.FreeCourseAddCount);
    expect(told).not.toContain(MailType.OldClientFreeCourseNotify);
    const subjects = (await deliveredTo(database, other.email)).map((sent) => sent.subject ?? '');
    expect(subjects.some((subject) => subject.includes('你獲得一次免費體驗'))).toBe(true);
  });

  it('reminds a client stuck at the first steps for three days, once (mail 45)', async () => {
    const stuck = await createSignedInUser(testApp, {
      role: 'client',
      freeCourseStatus: FreeCourseStatus.PhoneComplete,
    });
    await db
      .update(users)
      .set({ freeCourseStatusAt: new Date(clock.now().getTime() - 4 * 24 * HOUR) })
      .where(eq(users.id, stuck.id));
    const recent = await createSignedInUser(testApp, {
      role: 'client',
      freeCourseStatus: FreeCourseStatus.PhoneComplete,
    });
    await db.update(users).set({ freeCourseStatusAt: clock.now() }).where(eq(users.id, recent.id));
    expect(await services.accounts.remindUnfinishedFreeTrials()).toBeGreaterThanOrEqual(1);
    expect(await services.accounts.remindUnfinishedFreeTrials()).toBe(0);
    const reminders = (await mailbox(stuck)).filter(
      (mail) => mail.type === MailType.QuestionnaireNotComplete,
    );
    expect(reminders).toEqual([expect.objectContaining({ link: '/user/freecourseprompt' }) as unknown]);
    const mailed = (await deliveredTo(database, stuck.email)).filter((sent) =>
      (sent.subject ?? '').includes('還差幾步就能預約免費體驗'),
    );
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.bodyText).toContain('https://counselling.example/user/freecourseprompt');
    expect((await mailbox(recent)).some((mail) => mail.type === MailType.QuestionnaireNotComplete)).toBe(
      false,
    );
  });
});

describe('GET /Counselor/List?freeTrial=true', () => {
  it('lists only counselors taking trials, each card saying so', async () => {
    const taking = await createServingCounselor(testApp, { acceptsFreeTrial: true });
    const declining = await createServingCounselor(testApp, { acceptsFreeTrial: false });
    const response = await app.inject({ url: '/api/zh-tw/Counselor/List?freeTrial=true&page_size=100' });
    const records = response.json().data.records as { id: string; acceptsFreeTrial: boolean }[];
    expect(records.map((record) => record.id)).toContain(taking.counselor.id);
    expect(records.map((record) => record.id)).not.toContain(declining.counselor.id);
    expect(records.every((record) => record.acceptsFreeTrial)).toBe(true);
  });
});
