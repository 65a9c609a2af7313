import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { MailType, type TMail } from '@app/contracts/mail';
import { timeOfDay } from '@app/contracts/schedule';
import { startsInWaitlistWindow, WAITLIST_OFFER_MINUTES, type TWaitlistEntry } from '@app/contracts/waitlist';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo, jobsWorkedOff } from '../../test/outbox-delivery.ts';
import { waitlistMatchQueue } from './waitlist.jobs.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, signIn, type TTestUser } from '../../test/test-users.ts';
import { createBookableTopic, createPayingClient, HOUR, TOPIC_PRICE } from './booking-test-helpers.ts';

const testApp = await buildTestApp({ PUBLIC_URL: 'https://counselling.example' });
const { app, database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const MINUTE = 60_000;
const actor = jobActor('test');
type THeaders = { authorization: string };

/** Every day, all day: fits any slot. */
const anyTime = { weekdays: [0, 1, 2, 3, 4, 5, 6], fromTime: '00:00', toTime: '24:00' };

const join = (headers: THeaders, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: `/api/${locale}/Waitlist`, headers, payload });

/** The matches queued so far (by a join, a cancellation) have run: the worker offered what they free. */
const matchesRun = () => jobsWorkedOff(database, [waitlistMatchQueue.name]);

/** A fresh token: the clock moves past a token's life in these tests. */
const headersNow = (user: TTestUser) => signIn(testApp, user);

async function mine(user: TTestUser): Promise<TWaitlistEntry[]> {
  const response = await app.inject({ url: '/api/zh-tw/Waitlist/Mine', headers: await headersNow(user) });
  expect(response.statusCode).toBe(200);
  return response.json().data as TWaitlistEntry[];
}

const offerAction = async (user: TTestUser, courseId: string, action: 'Accept' | 'Decline') =>
  app.inject({
    method: 'POST',
    url: `/api/en-us/Waitlist/Offer/${courseId}/${action}`,
    headers: await headersNow(user),
  });

async function mailbox(user: TTestUser) {
  const response = await app.inject({ url: '/api/zh-tw/Mail', headers: await headersNow(user) });
  return (response.json().data.records as TMail[]).map(({ type, message, link }) => ({
    type,
    message,
    link,
  }));
}

/** The course offered to the user now (its id), or null. */
async function offerOf(user: TTestUser): Promise<string | null> {
  const entries = await mine(user);
  return entries.find((entry) => entry.offer)?.offer?.courseId ?? null;
}

const heldCourses = (counselorId: string) =>
  db
    .select()
    .from(courses)
    .where(and(eq(courses.counselorId, counselorId), eq(courses.status, CourseStatus.Waiting)));

/**
 * A counselor with one slot (firstSlot), booked by a booker; `waiting` clients join the topic's
 * waitlist one second apart, with `points` each.
 */
async function fullCounselor(waiting: number, points = 5_000) {
  const topic = await createBookableTopic(testApp, { hours: 1 });
  const booker = await createPayingClient(testApp, services, 5_000);
  const booked = await services.bookings.reserve({
    clientId: booker.id,
    input: { issueCourseId: topic.topicId, startTime: topic.firstSlot.toISOString(), agree: true },
    origin: { ip: null, userAgent: null },
    actor,
  });
  const clients: (TTestUser & { headers: THeaders })[] = [];
  for (let index = 0; index < waiting; index += 1) {
    const client = await createPayingClient(testApp, services, points);
    const response = await join(client.headers, { issueCourseId: topic.topicId, ...anyTime });
    expect(response.statusCode).toBe(200);
    clients.push(client);
    clock.advance(1_000);
  }
  // Nothing is free: nobody is offered anything.
  await matchesRun();
  expect(await heldCourses(topic.counselor.id)).toHaveLength(0);
  /** The booker cancels: the slot is free again. */
  const cancelBooking = async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/zh-tw/Course/${booked.courseId}/Cancel`,
      headers: await headersNow(booker),
      payload: { reason: '臨時有事' },
    });
    expect(response.statusCode).toBe(200);
    await matchesRun();
  };
  const client = (index: number) => {
    const found = clients[index];
    if (!found) throw new Error(`no client ${String(index)} waiting`);
    return found;
  };
  return { ...topic, booker, client, cancelBooking };
}

describe('the waitlist, on a controlled clock', () => {
  it('offers a freed slot to the first joiner, then the next when it lapses, then the next when declined', async () => {
    const { counselor, firstSlot, client, cancelBooking, topicId } = await fullCounselor(3);
    const [first, second, third] = [client(0), client(1), client(2)];
    await cancelBooking();
    expect(await heldCourses(counselor.id)).toHaveLength(1);
    // Never two offers of one slot: matching again offers nothing.
    expect(await services.waitlist.match(counselor.id, actor)).toBe(0);
    const [offered] = (await mine(first)).map((entry) => entry.offer);
    expect(offered).toMatchObject({
      startTime: firstSlot.toISOString(),
      price: TOPIC_PRICE,
      expiresAt: new Date(clock.now().getTime() + WAITLIST_OFFER_MINUTES * MINUTE).toISOString(),
    });
    expect(await offerOf(second)).toBeNull();
    expect(await heldCourses(counselor.id)).toHaveLength(1);
    // Told by mailbox (type 32, client course), mail and push, each with the page to accept it on.
    expect(await mailbox(first)).toEqual([
      {
        type: MailType.ClientCourse,
        message: expect.stringContaining('候補名單上的第一位'),
        link: '/user/nextcourse',
      },
    ]);
    const [mail] = await deliveredTo(database, first.email);
    expect(mail?.subject).toContain('你候補的時段空出來了');
    const pushes = (await deliveredTo(database, first.id)).filter((row) => row.channel === 'push');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.bodyText).toContain('/user/nextcourse');
    // While held nobody else books it.
    const outsider = await createPayingClient(testApp, services, 5_000);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/Order/ReserveCourse',
      headers: outsider.headers,
      payload: { issueCourseId: topicId, startTime: firstSlot.toISOString(), agree: true },
    });
    expect(taken.json().error_code).toBe(ErrorCode.SlotTaken);

    // A minute short of the hold, the sweep leaves it; at its end the next client is offered the slot.
    clock.advance(WAITLIST_OFFER_MINUTES * MINUTE - MINUTE);
    expect(await services.waitlist.sweep(actor)).toBe(0);
    clock.advance(MINUTE);
    expect(await services.waitlist.sweep(actor)).toBe(1);
    expect(await offerOf(first)).toBeNull();
    const secondOffer = await offerOf(second);
    expect(secondOffer).not.toBeNull();
    expect(await heldCourses(counselor.id)).toHaveLength(1);
    // The lapsed offer can no longer be taken.
    const late = await offerAction(first, offered?.courseId ?? '', 'Accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error_code: ErrorCode.WaitlistOfferClosed });

    // Declined: the third client is offered it at once; the second keeps their place.
    expect((await offerAction(second, secondOffer ?? '', 'Decline')).statusCode).toBe(200);
    const thirdOffer = await offerOf(third);
    expect(thirdOffer).not.toBeNull();
    expect(await mine(second)).toHaveLength(1);
    // The slot was offered once to each: the first two are not offered it again.
    clock.advance(WAITLIST_OFFER_MINUTES * MINUTE);
    expect(await services.waitlist.sweep(actor)).toBe(0);
    expect(await heldCourses(counselor.id)).toHaveLength(0);
  });

  it('books the offered slot on accepting it, paid from the stored value, and ends the entry', async () => {
    const { counselor, client, cancelBooking } = await fullCounselor(2);
    const [first, second] = [client(0), client(1)];
    await cancelBooking();
    const courseId = (await offerOf(first)) ?? '';
    // Another client can neither take nor decline it.
    expect((await offerAction(second, courseId, 'Accept')).statusCode).toBe(404);
    expect((await offerAction(second, courseId, 'Decline')).statusCode).toBe(404);
    const accepted = await offerAction(first, courseId, 'Accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ courseId, status: CourseStatus.Init });
    expect((await services.ledger.balances(first.id)).reservedAmount).toBe(5_000 - TOPIC_PRICE);
    expect(await mine(first)).toEqual([]);
    // The counselor hears of the booking (mail 0).
    expect((await mailbox(counselor)).map((mail) => mail.type)).toContain(MailType.ReserveCourse);
    // Taken once: again is refused, and the second client is offered nothing.
    expect((await offerAction(first, courseId, 'Accept')).json().error_code).toBe(
      ErrorCode.WaitlistOfferClosed,
    );
    expect(await services.waitlist.match(counselor.id, actor)).toBe(0);
    expect(await offerOf(second)).toBeNull();
  });

  it('refuses an offer the stored value cannot pay, and keeps it held', async () => {
    const { client, cancelBooking } = await fullCounselor(1, 100);
    const first = client(0);
    await cancelBooking();
    const courseId = (await offerOf(first)) ?? '';
    const short = await offerAction(first, courseId, 'Accept');
    expect(short.statusCode).toBe(409);
    expect(short.json().error_code).toBe(ErrorCode.InsufficientBalance);
    expect(await offerOf(first)).toBe(courseId);
  });

  it('offers only a slot that fits the days and times a client waits for', async () => {
    const topic = await createBookableTopic(testApp, { hours: 1 });
    // The slot's half hour in Taipei (eight hours ahead of UTC, without summer time), and its weekday.
    const local = new Date(topic.firstSlot.getTime() + 8 * HOUR);
    const halfHour = Math.floor((local.getUTCHours() * 60 + local.getUTCMinutes()) / 30) * 30;
    const day = local.getUTCDay();
    expect(
      startsInWaitlistWindow(topic.firstSlot, {
        weekdays: [day],
        fromMinute: halfHour,
        toMinute: halfHour + 30,
      }),
    ).toBe(true);
    const wrongDay = await createPayingClient(testApp, services, 5_000);
    const wrongTime = await createPayingClient(testApp, services, 5_000);
    const right = await createPayingClient(testApp, services, 5_000);
    const earlierOrLater =
      halfHour >= 30
        ? { fromTime: '00:00', toTime: timeOfDay(halfHour) }
        : { fromTime: timeOfDay(halfHour + 30), toTime: '24:00' };
    for (const [user, window] of [
      [wrongDay, { weekdays: [(day + 1) % 7], fromTime: '00:00', toTime: '24:00' }],
      [wrongTime, { weekdays: [day], ...earlierOrLater }],
      [right, { weekdays: [day], fromTime: timeOfDay(halfHour), toTime: timeOfDay(halfHour + 30) }],
    ] as const) {
      expect((await join(user.headers, { issueCourseId: topic.topicId, ...window })).statusCode).toBe(200);
      clock.advance(1_000);
    }
    await matchesRun();
    expect(await heldCourses(topic.counselor.id)).toHaveLength(1);
    expect(await offerOf(wrongDay)).toBeNull();
    expect(await offerOf(wrongTime)).toBeNull();
    expect(await offerOf(right)).not.toBeNull();
  });

  it('makes no offer of a slot that went away with the leave that freed it', async () => {
    const { counselor, firstSlot, client } = await fullCounselor(1);
    const first = client(0);
    // The leave cancels the booking over it: the time is free of bookings but not bookable.
    await services.schedule.takeLeave({
      counselorId: counselor.id,
      leave: {
        start: firstSlot.toISOString(),
        end: new Date(firstSlot.getTime() + HOUR).toISOString(),
        reason: '家中有事',
      },
      actor,
    });
    expect(await services.waitlist.match(counselor.id, actor)).toBe(0);
    expect(await offerOf(first)).toBeNull();
  });

  it('withdraws an offer whose slot the counselor takes leave over', async () => {
    const { counselor, firstSlot, client, cancelBooking } = await fullCounselor(1);
    const first = client(0);
    await cancelBooking();
    const courseId = (await offerOf(first)) ?? '';
    await services.schedule.takeLeave({
      counselorId: counselor.id,
      leave: {
        start: firstSlot.toISOString(),
        end: new Date(firstSlot.getTime() + HOUR).toISOString(),
        reason: '家中有事',
      },
      actor,
    });
    expect(await offerOf(first)).toBeNull();
    expect((await offerAction(first, courseId, 'Accept')).json().error_code).toBe(
      ErrorCode.WaitlistOfferClosed,
    );
    expect(await services.waitlist.match(counselor.id, actor)).toBe(0);
    expect(await mine(first)).toHaveLength(1);
  });

  it('passes the slot offered to a client who leaves the waitlist to the next one', async () => {
    const { client, cancelBooking } = await fullCounselor(2);
    const [first, second] = [client(0), client(1)];
    await cancelBooking();
    const [entry] = await mine(first);
    const leave = (user: TTestUser) =>
      headersNow(user).then((headers) =>
        app.inject({ method: 'DELETE', url: `/api/zh-tw/Waitlist/${entry?.id ?? ''}`, headers }),
      );
    // Someone else's entry is not found, and stays.
    expect((await leave(second)).statusCode).toBe(404);
    expect(await mine(first)).toHaveLength(1);
    expect((await leave(first)).statusCode).toBe(200);
    expect(await mine(first)).toEqual([]);
    expect(await offerOf(second)).not.toBeNull();
    expect((await leave(first)).statusCode).toBe(404);
  });
});

describe('POST /Waitlist', () => {
  it('names the field of bad input, refuses a second entry, an unverified phone and counselors', async () => {
    const topic = await createBookableTopic(testApp);
    const client = await createPayingClient(testApp, services, 0);
    const noDays = await join(
      client.headers,
      { issueCourseId: topic.topicId, ...anyTime, weekdays: [] },
      'en-us',
    );
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().message).toContain('weekdays');
    const backwards = await join(
      client.headers,
      { issueCourseId: topic.topicId, ...anyTime, fromTime: '20:00', toTime: '18:00' },
      'en-us',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('toTime');
    expect(await mine(client)).toEqual([]);
    expect((await join(client.headers, { issueCourseId: topic.topicId, ...anyTime })).statusCode).toBe(200);
    const again = await join(client.headers, { issueCourseId: topic.topicId, ...anyTime }, 'en-us');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_code: ErrorCode.WaitlistJoined,
      message: "You are already on this topic's waitlist",
    });
    const unverified = await createSignedInUser(testApp, { role: 'client' });
    expect(
      (await join(unverified.headers, { issueCourseId: topic.topicId, ...anyTime })).json().error_code,
    ).toBe(ErrorCode.PhoneNotVerified);
    expect(
      (await join(topic.counselor.headers, { issueCourseId: topic.topicId, ...anyTime })).statusCode,
    ).toBe(403);
    // Each client reads only their own entries.
    expect(await mine(unverified)).toEqual([]);
  });
});
