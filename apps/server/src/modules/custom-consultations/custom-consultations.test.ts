import { ErrorCode } from '@app/contracts/error-codes';
import { CourseStatus, CourseType } from '@app/contracts/enums';
import { MailType, type TMail } from '@app/contracts/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { customConsultationRequests } from '../../db/schema/custom-consultations.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, signIn, type TTestUser } from '../../test/test-users.ts';
import { createPayingClient, HOUR } from '../courses/booking-test-helpers.ts';
import { CUSTOM_PRICE, createCustomCounselor } from './custom-consultation-test-helpers.ts';

const testApp = await buildTestApp({ PUBLIC_URL: 'https://counselling.example' });
const { app, database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

type THeaders = { authorization: string };
const base = (locale = 'zh-tw') => `/api/${locale}/CustomConsultation`;

const ask = (headers: THeaders, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: base(locale), headers, payload });
const act = (headers: THeaders, id: string, action: string, payload?: object) =>
  app.inject({ method: 'POST', url: `${base()}/${id}/${action}`, headers, ...(payload ? { payload } : {}) });
const list = (headers: THeaders, which: 'Mine' | 'Incoming') =>
  app.inject({ url: `${base()}/${which}?start_page=0&page_size=20`, headers });

/** A fresh token after the clock moved past the last one's life. */
const headersNow = (user: TTestUser) => signIn(testApp, user);

async function mailbox(user: TTestUser) {
  const response = await app.inject({ url: '/api/zh-tw/Mail', headers: await headersNow(user) });
  return (response.json().data.records as TMail[]).map(({ type, message, link }) => ({
    type,
    message,
    link,
  }));
}

const requestBody = (counselorId: string) => ({
  counselorId,
  message: '最近工作壓力很大，想聊聊如何調適。',
  preferredTimes: '平日晚上七點以後',
  length: 0,
});

/** A counselor who takes requests, a client with `points`, and the client's pending request. */
async function pendingRequest(points = 5_000) {
  const { counselor, firstSlot } = await createCustomCounselor(testApp);
  const client = await createPayingClient(testApp, services, points);
  const response = await ask(client.headers, requestBody(counselor.id));
  expect(response.statusCode).toBe(200);
  return { counselor, client, firstSlot, id: response.json().data.id as string };
}

describe('a client requests a custom consultation', () => {
  it('stores it pending for 72 hours and tells the counselor (mail 21)', async () => {
    const { counselor, client, id } = await pendingRequest();
    const mine = (await list(client.headers, 'Mine')).json().data;
    expect(mine).toMatchObject({
      totalRecords: 1,
      records: [
        {
          id,
          status: 'pending',
          counselor: { id: counselor.id, fullName: '林諮商' },
          preferredTimes: '平日晚上七點以後',
          length: 0,
          price: null,
          deadline: new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
        },
      ],
    });
    const incoming = (await list(counselor.headers, 'Incoming')).json().data;
    expect(incoming.records.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(await mailbox(counselor)).toEqual([
      {
        type: MailType.ReserveCustomizedCourse,
        message: expect.stringContaining(`${client.nickname} 向你申請 60 分鐘的個人化諮詢`),
        link: '/counselor/customconsultation',
      },
    ]);
    const [mail] = await deliveredTo(database, counselor.email);
    expect(mail?.subject).toContain('新的個人化諮詢申請');
    // The client's message stays on the site: the e-mail does not carry it.
    expect(mail?.bodyText).toContain('平日晚上七點以後');
    expect(mail?.bodyText).not.toContain('工作壓力');
  });

  it('refuses bad input naming the fields in the locale, and writes nothing', async () => {
    const { counselor } = await createCustomCounselor(testApp);
    const client = await createPayingClient(testApp, services, 0);
    const response = await ask(
      client.headers,
      { counselorId: counselor.id, message: 'x'.repeat(1001), preferredTimes: ' ', length: 2 },
      'en-us',
    );
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('at most 1000 characters');
    expect(message).toContain('Write the times that suit you');
    expect(message).toContain('Choose 60 or 90 minutes');
    expect(
      await db
        .select()
        .from(customConsultationRequests)
        .where(eq(customConsultationRequests.clientId, client.id)),
    ).toHaveLength(0);
  });

  it('refuses a counselor who does not take requests, an unverified phone, and a second open request', async () => {
    const { counselor: closed } = await createCustomCounselor(testApp, { accepts: false });
    const client = await createPayingClient(testApp, services, 0);
    const refused = await ask(client.headers, requestBody(closed.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe(ErrorCode.CustomConsultationNotOffered);

    const { counselor } = await createCustomCounselor(testApp);
    const unverified = await createSignedInUser(testApp, { role: 'client' });
    const noPhone = await ask(unverified.headers, requestBody(counselor.id));
    expect(noPhone.statusCode).toBe(403);
    expect(noPhone.json().error_code).toBe(ErrorCode.PhoneNotVerified);

    expect((await ask(client.headers, requestBody(counselor.id))).statusCode).toBe(200);
    const again = await ask(client.headers, requestBody(counselor.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe(ErrorCode.CustomConsultationAlreadyOpen);
    // Counselors do not send requests.
    expect((await ask(closed.headers, requestBody(counselor.id))).statusCode).toBe(403);
  });
});

describe('the counselor answers, the client pays', () => {
  it('accepts with a time at the custom price, holding a Treatment course; the client pays it', async () => {
    const { counselor, client, firstSlot, id } = await pendingRequest(5_000);
    const accepted = await act(counselor.headers, id, 'Accept', { startTime: firstSlot.toISOString() });
    expect(accepted.statusCode).toBe(200);
    const offer = accepted.json().data;
    expect(offer).toMatchObject({
      status: 'accepted',
      price: CUSTOM_PRICE,
      startTime: firstSlot.toISOString(),
      // The session is 48 hours away: the payment is due an hour before it.
      deadline: new Date(firstSlot.getTime() - HOUR).toISOString(),
    });
    const [course] = await db.select().from(courses).where(eq(courses.id, offer.courseId));
    expect(course).toMatchObject({
      type: CourseType.Treatment,
      status: CourseStatus.Unpaid,
      price: CUSTOM_PRICE,
      clientId: client.id,
      issueCourseId: null,
    });
    expect(await mailbox(client)).toEqual([
      {
        type: MailType.ReserveCustomizedCourse,
        message: expect.stringContaining(`費用 ${String(CUSTOM_PRICE)} 點`),
        link: '/user/customconsultation',
      },
    ]);
    // The time is no longer offered to topic bookings.
    const slots = await services.schedule.availableSlots({
      counselorId: counselor.id,
      courseLength: 0,
      from: firstSlot,
      to: new Date(firstSlot.getTime() + 1),
    });
    expect(slots).toEqual([]);

    const paid = await act(client.headers, id, 'Pay', { agree: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    expect(await services.ledger.balances(client.id)).toMatchObject({ reservedAmount: 5_000 - CUSTOM_PRICE });
    const [booked] = await db.select().from(courses).where(eq(courses.id, offer.courseId));
    expect(booked?.status).toBe(CourseStatus.Init);
    // The counselor has the request (21) and now hears of the booking (mail 0); the test clock
    // stood still, so the mailbox's order of the two is not asserted.
    const counselorMails = await mailbox(counselor);
    expect(counselorMails.map((mail) => mail.type).sort((a, b) => a - b)).toEqual([
      MailType.ReserveCourse,
      MailType.ReserveCustomizedCourse,
    ]);
    // With no topic, the booking is named for what it is.
    expect(counselorMails.find((mail) => mail.type === MailType.ReserveCourse)?.message).toContain(
      '的諮商「個人化諮詢」',
    );
    // Paid once: a second payment is refused and takes nothing.
    const twice = await act(client.headers, id, 'Pay', { agree: true });
    expect(twice.statusCode).toBe(409);
    expect(await services.ledger.balances(client.id)).toMatchObject({ reservedAmount: 5_000 - CUSTOM_PRICE });
  });

  it('answers SlotTaken for a taken time and leaves the request pending', async () => {
    const { counselor, firstSlot, id } = await pendingRequest();
    const other = await createPayingClient(testApp, services, 0);
    const otherRequest = (await ask(other.headers, requestBody(counselor.id))).json().data.id as string;
    expect(
      (await act(counselor.headers, otherRequest, 'Accept', { startTime: firstSlot.toISOString() }))
        .statusCode,
    ).toBe(200);
    const taken = await act(counselor.headers, id, 'Accept', { startTime: firstSlot.toISOString() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error_code).toBe(ErrorCode.SlotTaken);
    const [row] = await db
      .select()
      .from(customConsultationRequests)
      .where(eq(customConsultationRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', courseId: null, price: null });
    // A start that is no time is named in the locale, and changes nothing either.
    const garbled = await act(counselor.headers, id, 'Accept', { startTime: 'tomorrow evening' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toContain('請選擇諮商開始的時間');
    // A time outside the service hours is not offered either.
    const outside = await act(counselor.headers, id, 'Accept', {
      startTime: new Date(firstSlot.getTime() - 24 * HOUR).toISOString(),
    });
    expect(outside.json().error_code).toBe(ErrorCode.SlotTaken);
    const [still] = await db
      .select()
      .from(customConsultationRequests)
      .where(eq(customConsultationRequests.id, id));
    expect(still).toMatchObject({ status: 'pending', courseId: null });
  });

  it('a short balance pays nothing; the hold then ends unpaid and the request shows expired', async () => {
    const { counselor, client, firstSlot, id } = await pendingRequest(1_000);
    expect(
      (await act(counselor.headers, id, 'Accept', { startTime: firstSlot.toISOString() })).statusCode,
    ).toBe(200);
    const short = await act(client.headers, id, 'Pay', { agree: true });
    expect(short.statusCode).toBe(409);
    expect(short.json().error_code).toBe(ErrorCode.InsufficientBalance);
    expect(await services.ledger.balances(client.id)).toMatchObject({ reservedAmount: 1_000 });
    const missingAgree = await act(client.headers, id, 'Pay', {});
    expect(missingAgree.statusCode).toBe(400);

    clock.advance(48 * HOUR);
    await services.bookings.releaseExpiredHolds(jobActor('test'));
    const mine = (await list(await headersNow(client), 'Mine')).json().data;
    expect(mine.records[0]).toMatchObject({ id, status: 'expired', deadline: null });
  });

  it('declines with a required reason, told to the client', async () => {
    const { counselor, client, id } = await pendingRequest();
    const blank = await act(counselor.headers, id, 'Decline', { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('婉拒的原因');
    const declined = await act(counselor.headers, id, 'Decline', { reason: '這個主題不在我的專長範圍' });
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      declineReason: '這個主題不在我的專長範圍',
    });
    expect(await mailbox(client)).toEqual([
      {
        type: MailType.ReserveCustomizedCourse,
        message: expect.stringContaining('原因：「這個主題不在我的專長範圍」'),
        link: '/user/customconsultation',
      },
    ]);
    // Answered once.
    const late = await act(counselor.headers, id, 'Accept', { startTime: new Date().toISOString() });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe(ErrorCode.CustomConsultationNotOpen);
  });

  it('lets the client withdraw a pending request, and ask again after', async () => {
    const { counselor, client, id } = await pendingRequest();
    const withdrawn = await act(client.headers, id, 'Withdraw');
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect((await act(counselor.headers, id, 'Decline', { reason: '不便' })).statusCode).toBe(409);
    expect((await ask(client.headers, requestBody(counselor.id))).statusCode).toBe(200);
  });
});

describe('only its parties reach a request', () => {
  it('answers 404 to another client and another counselor, and changes nothing', async () => {
    const { counselor, client, firstSlot, id } = await pendingRequest();
    const stranger = await createPayingClient(testApp, services, 10_000);
    const { counselor: otherCounselor } = await createCustomCounselor(testApp);
    expect((await list(stranger.headers, 'Mine')).json().data.totalRecords).toBe(0);
    expect((await list(otherCounselor.headers, 'Incoming')).json().data.totalRecords).toBe(0);
    for (const [headers, action, payload] of [
      [otherCounselor.headers, 'Accept', { startTime: firstSlot.toISOString() }],
      [otherCounselor.headers, 'Decline', { reason: '不便' }],
      [stranger.headers, 'Withdraw', undefined],
    ] as const) {
      const response = await act(headers, id, action, payload);
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await act(counselor.headers, id, 'Accept', { startTime: firstSlot.toISOString() })).statusCode,
    ).toBe(200);
    const paidByStranger = await act(stranger.headers, id, 'Pay', { agree: true });
    expect(paidByStranger.statusCode).toBe(404);
    expect(await services.ledger.balances(stranger.id)).toMatchObject({ reservedAmount: 10_000 });
    // The client may not answer their own request, nor the counselor pay it.
    expect((await act(client.headers, id, 'Decline', { reason: '不便' })).statusCode).toBe(403);
    expect((await act(counselor.headers, id, 'Pay', { agree: true })).statusCode).toBe(403);
  });
});

describe('unanswered requests expire', () => {
  it('after 72 hours, telling the client; the counselor can no longer accept', async () => {
    const { counselor, client, firstSlot, id } = await pendingRequest();
    const statusNow = async () =>
      (await db.select().from(customConsultationRequests).where(eq(customConsultationRequests.id, id)))[0]
        ?.status;
    clock.advance(72 * HOUR - 60_000);
    await services.customConsultations.expireUnanswered(jobActor('test'));
    expect(await statusNow()).toBe('pending');
    clock.advance(60_000);
    expect(await services.customConsultations.expireUnanswered(jobActor('test'))).toBeGreaterThanOrEqual(1);
    const [row] = await db
      .select()
      .from(customConsultationRequests)
      .where(eq(customConsultationRequests.id, id));
    expect(row?.status).toBe('expired');
    expect(await mailbox(client)).toEqual([
      {
        type: MailType.ReserveCustomizedCourse,
        message: expect.stringContaining('申請已過期'),
        link: '/user/customconsultation',
      },
    ]);
    const late = await act(await headersNow(counselor), id, 'Accept', { startTime: firstSlot.toISOString() });
    expect(late.json().error_code).toBe(ErrorCode.CustomConsultationNotOpen);
  });
});
