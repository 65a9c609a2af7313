import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { CONSENT_TEXT_VERSIONS } from '@app/contracts/consents';
import { MailType } from '@app/contracts/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { consentRecords } from '../../db/schema/consents.ts';
import { courses } from '../../db/schema/courses.ts';
import { roomAttendances } from '../../db/schema/rooms.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, signIn, type TTestUser } from '../../test/test-users.ts';
import { ecpayPaidNotice, formBody } from '../wallet/wallet-test-helpers.ts';
import {
  createBookableTopic,
  createPayingClient,
  creditBonus,
  HOUR,
  readMailbox,
  TOPIC_PRICE,
} from './booking-test-helpers.ts';

const testApp = await buildTestApp({ PUBLIC_URL: 'https://counselling.example' });
const { app, database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

type THeaders = { authorization: string };

const reserve = (headers: THeaders, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: `/api/${locale}/Order/ReserveCourse`, headers, payload });

const information = (headers: THeaders, id: string) =>
  app.inject({ url: `/api/zh-tw/Course/Information/${id}`, headers });

const cancel = (headers: THeaders, id: string, reason = '臨時有事') =>
  app.inject({ method: 'POST', url: `/api/zh-tw/Course/${id}/Cancel`, headers, payload: { reason } });

/** A fresh token after the clock moved past the last one's life. */
const headersNow = (user: TTestUser) => signIn(testApp, user);

const balances = (clientId: string) => services.ledger.balances(clientId);

const mailbox = (user: TTestUser) => readMailbox(testApp, user);

async function bookedSession(points = 5_000, when: { fromHours?: number } = {}) {
  const topic = await createBookableTopic(testApp, when);
  const client = await createPayingClient(testApp, services, points);
  const response = await reserve(client.headers, {
    issueCourseId: topic.topicId,
    startTime: topic.firstSlot.toISOString(),
    agree: true,
  });
  expect(response.statusCode).toBe(200);
  return { ...topic, client, courseId: response.json().data.courseId as string };
}

describe('POST /Order/ReserveCourse', () => {
  it('books the slot, debits the price from the ledger and records the consents', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createPayingClient(testApp, services, 3_000);
    const response = await reserve(client.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
      agree: true,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      status: CourseStatus.Init,
      price: TOPIC_PRICE,
      paidPoints: TOPIC_PRICE,
      amountDue: 0,
    });
    expect((await balances(client.id)).reservedAmount).toBe(600);
    const consents = await db.select().from(consentRecords).where(eq(consentRecords.userId, client.id));
    expect(consents.map((row) => row.text).sort()).toEqual([
      'booking_rules',
      'privacy',
      'recording_forbidden',
    ]);
    expect(consents[0]?.version).toBe(CONSENT_TEXT_VERSIONS.booking_rules);
    // The slot is gone from AvailableSlots and a second booking of it is refused.
    const other = await createPayingClient(testApp, services, 3_000);
    const again = await reserve(
      other.headers,
      { issueCourseId: topic.topicId, startTime: topic.firstSlot.toISOString(), agree: true },
      'en-us',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_code: ErrorCode.SlotTaken,
      message: 'That slot is already booked, please choose again',
    });
    // The counselor is told of the booking (mail 0), with the session for their calendar.
    const [booked] = await deliveredTo(database, topic.counselor.email);
    const [invitation] = booked?.attachments ?? [];
    expect(invitation?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invitation?.content).toContain('BEGIN:VALARM');
    // And reads it in their mailbox on the site; the client and the other client read nothing.
    expect(await mailbox(topic.counselor)).toEqual([
      {
        type: MailType.ReserveCourse,
        message: expect.stringContaining(`${client.nickname} 預約了`),
        link: '/counselor/nextcourse',
      },
    ]);
    expect((await mailbox(topic.counselor))[0]?.message).toContain('「焦慮與壓力」');
    expect(await mailbox(client)).toEqual([]);
    expect(await mailbox(other)).toEqual([]);
  });

  it('refuses a booking without agree: true, naming the field, and books nothing', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createPayingClient(testApp, services, 3_000);
    const response = await reserve(client.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('agree');
    expect(await db.select().from(courses).where(eq(courses.clientId, client.id))).toHaveLength(0);
  });

  it('sends a client without a verified phone to verify it', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createSignedInUser(testApp, { role: 'client' });
    const response = await reserve(client.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
      agree: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe(ErrorCode.PhoneNotVerified);
  });

  it('takes bonus points up to 20 % of the price and refuses more, naming bonusPoints', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createPayingClient(testApp, services, 3_000);
    await creditBonus(services, client.id, 1_000);
    const over = await reserve(client.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
      bonusPoints: 481,
      agree: true,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('bonusPoints');
    const ok = await reserve(client.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
      bonusPoints: 480,
      agree: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ bonusPoints: 480, paidPoints: 1_920 });
    expect(await balances(client.id)).toEqual({ reservedAmount: 1_080, bonusAmount: 520 });
  });

  it('takes a coupon’s share off the price', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createPayingClient(testApp, services, 3_000);
    await services.coupons.create({
      code: 'BOOK10',
      kind: 'percent',
      value: 10,
      validFrom: new Date(clock.now().getTime() - HOUR),
      validUntil: new Date(clock.now().getTime() + 100 * HOUR),
      totalCap: 10,
      perUserCap: 1,
    });
    const response = await reserve(client.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
      couponCode: 'book10',
      agree: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ couponDiscount: 240, paidPoints: 2_160 });
    expect((await balances(client.id)).reservedAmount).toBe(840);
  });

  it('holds the slot for a short balance, and the recharge made for it pays it (Init)', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createPayingClient(testApp, services, 1_000);
    const response = await reserve(client.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
      agree: true,
    });
    expect(response.statusCode).toBe(200);
    const held = response.json().data;
    expect(held).toMatchObject({ status: CourseStatus.Unpaid, amountDue: 1_400, paidPoints: 0 });
    expect(new Date(held.holdExpiresAt).getTime()).toBe(clock.now().getTime() + 15 * 60_000);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/Recharge',
      headers: client.headers,
      payload: { amount: 1_400, provider: 0, method: 'Credit', courseId: held.courseId },
    });
    expect(opened.statusCode).toBe(200);
    const { orderNo } = opened.json().data;
    // The client comes back to the booking's result, which finds the course through the recharge.
    expect(opened.json().data.fields.ClientBackURL).toMatch(/\/paymentsucceed\?orderNo=/);
    const recharge = await app.inject({ url: `/api/zh-tw/Recharge/${orderNo}`, headers: client.headers });
    expect(recharge.json().data).toMatchObject({ status: 'created', courseId: held.courseId });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/ecpay/return',
      ...formBody(ecpayPaidNotice(orderNo, 1_400)),
    });
    expect(paid.body).toBe('1|OK');
    const info = (await information(client.headers, held.courseId)).json().data;
    expect(info).toMatchObject({ status: CourseStatus.Init, paidPoints: TOPIC_PRICE, holdExpiresAt: null });
    expect((await balances(client.id)).reservedAmount).toBe(0);
    // The counselor hears of the booking once it is paid, not while it was held.
    expect((await mailbox(topic.counselor)).map((mail) => mail.type)).toEqual([MailType.ReserveCourse]);
  });

  it('frees the slot when the hold expires; a later recharge stays as points and is told by mail', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createPayingClient(testApp, services, 0);
    const held = (
      await reserve(client.headers, {
        issueCourseId: topic.topicId,
        startTime: topic.firstSlot.toISOString(),
        agree: true,
      })
    ).json().data;
    expect(held.status).toBe(CourseStatus.Unpaid);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/Recharge',
      headers: client.headers,
      payload: { amount: TOPIC_PRICE, provider: 0, method: 'Credit', courseId: held.courseId },
    });
    clock.advance(15 * 60_000 - 1_000);
    expect(await services.bookings.releaseExpiredHolds(jobActor('test'))).toBe(0);
    clock.advance(1_000);
    expect(await services.bookings.releaseExpiredHolds(jobActor('test'))).toBe(1);
    // Another client may book the freed slot.
    const other = await createPayingClient(testApp, services, 3_000);
    const rebooked = await reserve(other.headers, {
      issueCourseId: topic.topicId,
      startTime: topic.firstSlot.toISOString(),
      agree: true,
    });
    expect(rebooked.json().data.status).toBe(CourseStatus.Init);
    await app.inject({
      method: 'POST',
      url: '/api/payments/ecpay/return',
      ...formBody(ecpayPaidNotice(opened.json().data.orderNo, TOPIC_PRICE)),
    });
    expect((await balances(client.id)).reservedAmount).toBe(TOPIC_PRICE);
    expect((await information(client.headers, held.courseId)).json().data.status).toBe(CourseStatus.Canceled);
    const mails = await deliveredTo(database, client.email);
    expect(
      mails.some(
        (mail) => JSON.stringify(mail).includes('Released') || JSON.stringify(mail).includes('釋出'),
      ),
    ).toBe(true);
    // Mail 1 in the client's mailbox: the booking is off, the points are kept.
    expect(await mailbox(client)).toEqual([
      {
        type: MailType.CancelCourse,
        message: expect.stringContaining(`${TOPIC_PRICE} 點已入帳`),
        link: '/user/amount',
      },
    ]);
    // The counselor heard only of the other client's booking of the freed slot.
    expect((await mailbox(topic.counselor)).map((mail) => mail.type)).toEqual([MailType.ReserveCourse]);
  });

  it('reminds both parties of a session within a day as soon as it is paid, without the minute job', async () => {
    // The test app runs no cron slots: only the run queued with the booking can send it.
    const { client, counselor } = await bookedSession(3_000, { fromHours: 6 });
    const reminded = async (user: TTestUser) =>
      (await mailbox(user)).filter((mail) => mail.type === MailType.Remind);
    await vi.waitFor(async () => expect(await reminded(client)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await reminded(counselor)).toHaveLength(1), {
      timeout: 10_000,
    });
    const mails = await deliveredTo(database, client.email);
    expect(mails.some((mail) => mail.subject?.includes('諮商提醒'))).toBe(true);
  });
});

describe('GET /Course/Information/{id}', () => {
  it('answers the course’s parties and no one else', async () => {
    const { client, counselor, courseId } = await bookedSession();
    expect((await information(client.headers, courseId)).json().data).toMatchObject({
      id: courseId,
      client: { id: client.id },
      counselor: { id: counselor.id, fullName: '林諮商' },
      issueCourse: { title: '焦慮與壓力' },
    });
    expect((await information(counselor.headers, courseId)).statusCode).toBe(200);
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    expect((await information(stranger.headers, courseId)).statusCode).toBe(404);
    const otherCounselor = await createSignedInUser(testApp, { role: 'counselor' });
    expect((await information(otherCounselor.headers, courseId)).statusCode).toBe(404);
  });
});

describe('POST /Course/{id}/Cancel', () => {
  it('refuses another client, and a missing reason, changing nothing', async () => {
    const { client, courseId } = await bookedSession();
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    expect((await cancel(stranger.headers, courseId)).statusCode).toBe(404);
    const blank = await cancel(client.headers, courseId, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('reason');
    const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(row?.status).toBe(CourseStatus.Init);
  });

  it('refunds in full a client cancelling 24 hours and 1 second ahead', async () => {
    const { client, counselor, firstSlot, courseId } = await bookedSession();
    clock.set(new Date(firstSlot.getTime() - 24 * HOUR - 1_000));
    const headers = await headersNow(client);
    const response = await cancel(headers, courseId);
    expect(response.json().data).toMatchObject({
      status: CourseStatus.Canceled,
      refundedPoints: TOPIC_PRICE,
      feePoints: 0,
    });
    expect((await balances(client.id)).reservedAmount).toBe(5_000);
    // Twice changes nothing.
    expect((await cancel(headers, courseId)).statusCode).toBe(409);
    expect((await balances(client.id)).reservedAmount).toBe(5_000);
    // The client's mailbox confirms it (mail 1); the counselor's tells why (mail 42), once each.
    expect(await mailbox(client)).toEqual([
      {
        type: MailType.CancelCourse,
        message: expect.stringContaining(`你支付的 ${TOPIC_PRICE} 點已全數退還`),
        link: '/user/nextcourse',
      },
    ]);
    expect(await mailbox(counselor)).toEqual([
      {
        type: MailType.CourseCancelReasonMessage,
        message: expect.stringContaining('取消原因：「臨時有事」'),
        link: '/counselor/nextcourse',
      },
      expect.objectContaining({ type: MailType.ReserveCourse }),
    ]);
    expect((await mailbox(counselor))[0]?.message).not.toContain('不到 24 小時');
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    expect(await mailbox(stranger)).toEqual([]);
  });

  it('charges the 100-point fee to a client cancelling 24 hours less 1 second ahead', async () => {
    const { client, counselor, firstSlot, courseId } = await bookedSession();
    clock.set(new Date(firstSlot.getTime() - 24 * HOUR + 1_000));
    const headers = await headersNow(client);
    expect((await information(headers, courseId)).json().data.cancelFeeNow).toBe(100);
    const response = await cancel(headers, courseId);
    expect(response.json().data).toMatchObject({ refundedPoints: TOPIC_PRICE - 100, feePoints: 100 });
    expect((await balances(client.id)).reservedAmount).toBe(4_900);
    // The counselor is told why (mail 42).
    const mails = await deliveredTo(database, counselor.email);
    const canceled = mails.find((mail) => JSON.stringify(mail).includes('臨時有事'));
    // The session leaves the counselor's calendar: the same event, canceled.
    expect(canceled?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    // Mail 2 confirms the fee and the refund to the client; mail 42 tells the counselor why.
    expect(await mailbox(client)).toEqual([
      {
        type: MailType.CancelWithin24hClient,
        message: expect.stringContaining(`收取 100 點手續費，退還 ${TOPIC_PRICE - 100} 點`),
        link: '/user/nextcourse',
      },
    ]);
    const [toCounselor] = await mailbox(counselor);
    expect(toCounselor).toMatchObject({ type: MailType.CourseCancelReasonMessage });
    expect(toCounselor?.message).toContain('取消原因：「臨時有事」');
    expect(toCounselor?.message).toContain('這次取消距離開始不到 24 小時。');
  });

  it('refunds the client in full when the counselor cancels, even within 24 hours', async () => {
    const { client, counselor, firstSlot, courseId } = await bookedSession();
    clock.set(new Date(firstSlot.getTime() - HOUR));
    const response = await cancel(await headersNow(counselor), courseId, '身體不適');
    expect(response.json().data).toMatchObject({ refundedPoints: TOPIC_PRICE, feePoints: 0 });
    expect((await balances(client.id)).reservedAmount).toBe(5_000);
    // Mail 3 confirms to the counselor that the client was refunded in full; the client reads why.
    const [confirmation] = await mailbox(counselor);
    expect(confirmation).toEqual({
      type: MailType.CancelWithin24hCounselor,
      message: expect.stringContaining(`個案支付的 ${TOPIC_PRICE} 點已全數退還`),
      link: '/counselor/nextcourse',
    });
    expect(await mailbox(client)).toEqual([
      {
        type: MailType.CourseCancelReasonMessage,
        message: expect.stringContaining('取消原因：「身體不適」'),
        link: '/user/nextcourse',
      },
    ]);
  });

  it('confirms a counselor’s cancellation 24 hours and 1 second ahead with mail 1', async () => {
    const { client, counselor, firstSlot, courseId } = await bookedSession();
    clock.set(new Date(firstSlot.getTime() - 24 * HOUR - 1_000));
    expect((await cancel(await headersNow(counselor), courseId, '行程異動')).statusCode).toBe(200);
    const [confirmation] = await mailbox(counselor);
    expect(confirmation).toMatchObject({ type: MailType.CancelCourse, link: '/counselor/nextcourse' });
    expect(confirmation?.message).toContain(`你已取消`);
    expect(confirmation?.message).not.toContain('不到 24 小時');
    expect((await mailbox(client)).map((mail) => mail.type)).toEqual([MailType.CourseCancelReasonMessage]);
  });
});

describe('no-show', () => {
  const enter = (courseId: string, userId: string, at: Date) =>
    db
      .insert(roomAttendances)
      .values({ courseId, userId, socketId: `s-${userId}-${at.getTime()}`, ip: null, enteredAt: at });

  it('voids a session the counselor missed: the client is refunded and compensated 200', async () => {
    const { client, counselor, firstSlot, courseId } = await bookedSession();
    await enter(courseId, client.id, new Date(firstSlot.getTime() + 60_000));
    clock.set(new Date(firstSlot.getTime() + 10 * 60_000 - 1_000));
    expect(await services.bookings.voidNoShows(jobActor('test'))).toBe(0);
    clock.set(new Date(firstSlot.getTime() + 10 * 60_000 + 1_000));
    expect(await services.bookings.voidNoShows(jobActor('test'))).toBe(1);
    expect((await balances(client.id)).reservedAmount).toBe(5_200);
    const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(row?.status).toBe(CourseStatus.Canceled);
    expect((await deliveredTo(database, counselor.email)).length).toBeGreaterThan(0);
    // Mail 10 to both; the client's says what they were given.
    const [toClient] = await mailbox(client);
    expect(toClient).toMatchObject({ type: MailType.CounselorLateOver10Min, link: '/user/nextcourse' });
    expect(toClient?.message).toContain('你獲得 200 點補償。');
    const [toCounselor] = await mailbox(counselor);
    expect(toCounselor).toMatchObject({ type: MailType.CounselorLateOver10Min });
    expect(toCounselor?.message).not.toContain('補償');
  });

  it('voids a session the client missed: the counselor gets 200 of the refund', async () => {
    const { client, counselor, firstSlot, courseId } = await bookedSession();
    await enter(courseId, counselor.id, firstSlot);
    clock.set(new Date(firstSlot.getTime() + 11 * 60_000));
    expect(await services.bookings.voidNoShows(jobActor('test'))).toBe(1);
    expect((await balances(client.id)).reservedAmount).toBe(4_800);
    // Mail 9 to both; the counselor's says what they were given.
    expect((await mailbox(client))[0]).toMatchObject({ type: MailType.ClientLateOver10Min });
    const [toCounselor] = await mailbox(counselor);
    expect(toCounselor).toMatchObject({ type: MailType.ClientLateOver10Min, link: '/counselor/nextcourse' });
    expect(toCounselor?.message).toContain('你獲得 200 點補償。');
  });

  it('voids a session neither party entered: mail 17 to both, no compensation', async () => {
    const { client, counselor, firstSlot } = await bookedSession();
    clock.set(new Date(firstSlot.getTime() + 11 * 60_000));
    expect(await services.bookings.voidNoShows(jobActor('test'))).toBe(1);
    expect((await balances(client.id)).reservedAmount).toBe(5_000);
    for (const party of [client, counselor]) {
      const [told] = await mailbox(party);
      expect(told).toMatchObject({ type: MailType.AllLateOver10Min });
      expect(told?.message).toContain('雙方');
      expect(told?.message).not.toContain('補償');
    }
  });

  it('leaves a session both parties entered alone', async () => {
    const { client, counselor, firstSlot, courseId } = await bookedSession();
    await enter(courseId, counselor.id, firstSlot);
    await enter(courseId, client.id, firstSlot);
    clock.set(new Date(firstSlot.getTime() + 11 * 60_000));
    expect(await services.bookings.voidNoShows(jobActor('test'))).toBe(0);
    const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(row?.status).toBe(CourseStatus.Init);
    expect((await mailbox(client)).map((mail) => mail.type)).toEqual([]);
  });
});
