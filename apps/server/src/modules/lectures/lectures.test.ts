import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { MailType } from '@app/contracts/mail';
import { LedgerReason } from '@app/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { lectureFeedback, lectures, lectureSignups } from '../../db/schema/lectures.ts';
import { counselorLeaves } from '../../db/schema/schedule.ts';
import { ledgerEntries } from '../../db/schema/wallet.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, type TTestUser } from '../../test/test-users.ts';
import { createBookableTopic, createPayingClient, readMailbox } from '../courses/booking-test-helpers.ts';
import { insertCourse, postgresError } from '../courses/course-test-helpers.ts';
import {
  announceLecture,
  DAY,
  HOUR,
  insertLecture,
  LECTURE_PRICE,
  lectureInput,
  signupBody,
} from './lecture-test-helpers.ts';

const testApp = await buildTestApp({ PUBLIC_URL: 'https://counselling.example' });
const { app, database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

type THeaders = { authorization: string };
const fromNow = (ms: number) => new Date(clock.now().getTime() + ms);

async function host(fullName = '陳怡君') {
  const counselor = await createSignedInUser(testApp, { role: 'counselor', fullName });
  await db
    .update(users)
    .set({ coverImagePath: '/media/demo/counselor1.svg' })
    .where(eq(users.id, counselor.id));
  return counselor;
}

const create = (headers: THeaders, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: `/api/${locale}/Counselor/Lectures`, headers, payload });
const signUp = (headers: THeaders, id: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/zh-tw/Lectures/${id}/Signups`, headers, payload });
const withdraw = (headers: THeaders, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/zh-tw/Lectures/${id}/Signups/me`, headers });
const cancel = (headers: THeaders, id: string, reason: string) =>
  app.inject({
    method: 'POST',
    url: `/api/zh-tw/Counselor/Lectures/${id}/Cancel`,
    headers,
    payload: { reason },
  });
const read = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/zh-tw${url}`, headers });

const balance = async (client: TTestUser) => (await services.ledger.balances(client.id)).reservedAmount;
async function lectureRow(id: string) {
  const [row] = await db.select().from(lectures).where(eq(lectures.id, id));
  if (!row) throw new Error(`lecture ${id} missing`);
  return row;
}
const signupsOf = (id: string) => db.select().from(lectureSignups).where(eq(lectureSignups.lectureId, id));

/** A lecture announced by a new counselor, and `count` clients with points who signed up. */
async function lectureWithMembers(count: number, overrides: Parameters<typeof lectureInput>[1] = {}) {
  const counselor = await host();
  const id = await announceLecture(testApp, counselor.headers, lectureInput(clock.now(), overrides));
  const members = [];
  for (let index = 0; index < count; index++) {
    const client = await createPayingClient(testApp, services, 2_000);
    const response = await signUp(
      client.headers,
      id,
      signupBody(`member${String(index)}-${client.id}@mail.example`),
    );
    expect(response.statusCode, response.body).toBe(200);
    members.push(client);
  }
  return { counselor, id, members };
}

describe('a counselor announces a lecture', () => {
  it('stores it open with no members, audited, and lists it for everyone', async () => {
    const counselor = await host();
    const input = lectureInput(clock.now());
    const response = await create(counselor.headers, input);
    expect(response.statusCode).toBe(200);
    const lecture = response.json().data;
    expect(lecture).toMatchObject({
      status: 'open',
      title: input.title,
      place: input.place,
      startTime: input.startTime,
      endTime: new Date(Date.parse(input.startTime) + 90 * 60_000).toISOString(),
      lengthMinutes: 90,
      memberCount: 0,
      price: LECTURE_PRICE,
      acceptingSignups: true,
      host: { id: counselor.id, fullName: '陳怡君', photo: '/media/demo/counselor1.svg' },
      cancelCause: null,
      cancelReason: null,
      members: [],
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.subjectId, lecture.id));
    expect(audit).toMatchObject({
      action: 'lecture.created',
      subjectType: 'lecture',
      actorUserId: counselor.id,
    });
    const listed = (await read('/Lectures?start_page=0&page_size=100')).json().data;
    expect(listed.records.map((row: { id: string }) => row.id)).toContain(lecture.id);
  });

  it('refuses each broken rule with a 400 naming the field in the locale, and writes nothing', async () => {
    const counselor = await host();
    const now = clock.now();
    const cases: [object, string, string][] = [
      [{ minMembers: 8, maxMembers: 6 }, 'maxMembers', 'no less than the minimum'],
      [{ signupDeadline: fromNow(11 * DAY).toISOString() }, 'signupDeadline', 'before the lecture starts'],
      [
        { startTime: fromNow(-HOUR).toISOString(), signupDeadline: fromNow(-2 * HOUR).toISOString() },
        'startTime',
        'later than now',
      ],
      [{ signupDeadline: fromNow(-HOUR).toISOString() }, 'signupDeadline', 'later than now'],
      [{ price: 150 }, 'price', 'in steps of 100'],
      [{ lengthMinutes: 45 }, 'lengthMinutes', '60, 90, 120 or 180'],
      [{ place: ' ' }, 'place', 'venue'],
    ];
    for (const [overrides, field, words] of cases) {
      const response = await create(counselor.headers, lectureInput(now, overrides), 'en-us');
      expect(response.statusCode, field).toBe(400);
      const { message, data } = response.json();
      expect(
        data.fields.map((error: { field: string }) => error.field),
        field,
      ).toContain(field);
      expect(message, field).toContain(words);
    }
    const zh = await create(counselor.headers, lectureInput(now, { price: 150 }));
    expect(zh.json().message).toContain('100 的倍數');
    expect(await db.select().from(lectures).where(eq(lectures.counselorId, counselor.id))).toEqual([]);
  });

  it('refuses a time that a booked session, leave or another lecture of theirs holds (3905)', async () => {
    const counselor = await host();
    const client = await createSignedInUser(testApp, { role: 'client' });
    const start = fromNow(10 * DAY);
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
    const taken = async (startTime: Date) => {
      const response = await create(
        counselor.headers,
        lectureInput(clock.now(), { startTime: startTime.toISOString() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error_code).toBe(ErrorCode.LectureTimeTaken);
    };
    // A session 1 hour into the lecture's 90 minutes.
    await insertCourse(db, { clientId: client.id, counselorId: counselor.id, startsAt: at(1) });
    await taken(start);
    // A canceled session holds nothing.
    const canceledStart = at(24);
    await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: canceledStart,
      status: CourseStatus.Canceled,
    });
    await announceLecture(
      testApp,
      counselor.headers,
      lectureInput(clock.now(), { startTime: canceledStart.toISOString() }),
    );
    // Leave.
    await db.insert(counselorLeaves).values({
      counselorId: counselor.id,
      startsAt: at(48),
      endsAt: at(49),
      reason: '家中有事',
    });
    await taken(at(47.5));
    // Another lecture of theirs; one starting as it ends is fine.
    await taken(at(25));
    await announceLecture(
      testApp,
      counselor.headers,
      lectureInput(clock.now(), { startTime: at(25.5).toISOString() }),
    );
  });

  it('is guarded by the database too: overlapping open lectures of one counselor are refused (23P01)', async () => {
    const counselor = await host();
    const startsAt = fromNow(40 * DAY);
    const lecture = { counselorId: counselor.id, startsAt, signupDeadline: fromNow(39 * DAY) };
    const first = await insertLecture(db, lecture);
    const error = await insertLecture(db, {
      ...lecture,
      startsAt: new Date(startsAt.getTime() + HOUR / 2),
    }).catch((caught: unknown) => caught);
    expect(postgresError(error)).toMatchObject({ code: '23P01', constraint: 'lectures_no_overlap' });
    // A called-off lecture holds no time.
    await db
      .update(lectures)
      .set({ status: 'canceled', cancelCause: 'too_few_members' })
      .where(eq(lectures.id, first));
    await insertLecture(db, lecture);
  });

  it('lets only counselors announce: a client is 403, a visitor 401', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await create(client.headers, lectureInput(clock.now()))).statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/Counselor/Lectures',
      payload: lectureInput(clock.now()),
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('anyone reads the lectures', () => {
  it('lists open and confirmed lectures to come, the soonest first; not canceled or started ones', async () => {
    const counselor = await host('林志明');
    const later = await announceLecture(
      testApp,
      counselor.headers,
      lectureInput(clock.now(), {
        startTime: fromNow(200 * DAY).toISOString(),
        signupDeadline: fromNow(199 * DAY).toISOString(),
      }),
    );
    const sooner = await announceLecture(
      testApp,
      counselor.headers,
      lectureInput(clock.now(), {
        startTime: fromNow(190 * DAY).toISOString(),
        signupDeadline: fromNow(189 * DAY).toISOString(),
      }),
    );
    const calledOff = await announceLecture(
      testApp,
      counselor.headers,
      lectureInput(clock.now(), {
        startTime: fromNow(195 * DAY).toISOString(),
        signupDeadline: fromNow(194 * DAY).toISOString(),
      }),
    );
    expect((await cancel(counselor.headers, calledOff, '場地臨時無法使用')).statusCode).toBe(200);
    const started = await insertLecture(db, {
      counselorId: counselor.id,
      startsAt: fromNow(-10 * 60_000),
      signupDeadline: fromNow(-DAY),
    });
    const { data } = (await read('/Lectures?start_page=0&page_size=100')).json();
    const ids = data.records.map((row: { id: string }) => row.id);
    expect(ids.indexOf(sooner)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(calledOff);
    expect(ids).not.toContain(started);
    expect(data.totalRecords).toBe(ids.length);

    // A canceled lecture's page still answers, so the links of its mails work.
    const detail = (await read(`/Lectures/${calledOff}`)).json().data;
    expect(detail).toMatchObject({ id: calledOff, status: 'canceled', acceptingSignups: false });
    expect(detail.host).toEqual({
      id: counselor.id,
      fullName: '林志明',
      photo: '/media/demo/counselor1.svg',
    });
    const unknown = await read('/Lectures/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe(ErrorCode.NotFound);
  });

  it('may be cached for a minute and answers 304 to the same ETag', async () => {
    const { id } = await lectureWithMembers(0);
    for (const url of ['/Lectures', `/Lectures/${id}`]) {
      const response = await read(url);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const again = await read(url, { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('a client signs up', () => {
  it('pays the price from the stored value, takes a seat, and is audited', async () => {
    const { counselor, id } = await lectureWithMembers(0);
    const client = await createPayingClient(testApp, services, 1_000);
    const response = await signUp(client.headers, id, {
      email: 'An@Mail.example',
      emailConfirm: 'an@mail.example ',
      agree: true,
    });
    expect(response.statusCode).toBe(200);
    const signup = response.json().data;
    expect(signup).toMatchObject({
      email: 'An@Mail.example',
      paid: LECTURE_PRICE,
      status: 'active',
      cancelReason: null,
      lecture: { id, memberCount: 1, acceptingSignups: true },
    });
    expect(await balance(client)).toBe(1_000 - LECTURE_PRICE);
    expect((await services.ledger.statement(counselor.id, 1, { earnings: true })).earnings?.balance).toBe(
      LECTURE_PRICE,
    );
    const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.referenceId, signup.id));
    expect(entry).toMatchObject({
      reason: LedgerReason.LectureSignup,
      idempotencyKey: `lecture-signup:${signup.id}`,
    });
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'lecture.signed_up')));
    expect(trail).toHaveLength(1);
    // The counselor sees the member.
    const own = (await read(`/Counselor/Lectures/${id}`, counselor.headers)).json().data;
    expect(own.members).toEqual([
      { nickName: client.nickname, email: 'An@Mail.example', signedUpAt: signup.signedUpAt, feedback: null },
    ]);
  });

  it('refuses e-mails that differ, naming emailConfirm, and changes nothing', async () => {
    const { id } = await lectureWithMembers(0);
    const client = await createPayingClient(testApp, services, 1_000);
    const response = await signUp(client.headers, id, {
      email: 'an@mail.example',
      emailConfirm: 'am@mail.example',
      agree: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.map((error: { field: string }) => error.field)).toEqual([
      'emailConfirm',
    ]);
    expect(response.json().message).toContain('兩次輸入的電子郵件不一樣');
    expect(await balance(client)).toBe(1_000);
    expect(await signupsOf(id)).toEqual([]);
  });

  it('refuses a full lecture (3901), a second sign-up (3903) and a short balance, writing nothing', async () => {
    const { id, members } = await lectureWithMembers(1, { minMembers: 1, maxMembers: 2 });
    const [first] = members;
    const twice = await signUp(first!.headers, id, signupBody('again@mail.example'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error_code).toBe(ErrorCode.LectureAlreadySignedUp);

    const short = await createPayingClient(testApp, services, LECTURE_PRICE - 100);
    const refused = await signUp(short.headers, id, signupBody('short@mail.example'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_code).toBe(ErrorCode.InsufficientBalance);
    expect(await balance(short)).toBe(LECTURE_PRICE - 100);
    expect((await lectureRow(id)).memberCount).toBe(1);
    expect(await signupsOf(id)).toHaveLength(1);

    const second = await createPayingClient(testApp, services, 1_000);
    expect((await signUp(second.headers, id, signupBody('second@mail.example'))).statusCode).toBe(200);
    const third = await createPayingClient(testApp, services, 1_000);
    const full = await signUp(third.headers, id, signupBody('third@mail.example'));
    expect(full.statusCode).toBe(409);
    expect(full.json().error_code).toBe(ErrorCode.LectureFull);
    expect(await balance(third)).toBe(1_000);
    expect((await read(`/Lectures/${id}`)).json().data).toMatchObject({
      memberCount: 2,
      acceptingSignups: false,
    });
  });

  it('refuses sign-ups after the deadline (3902); a free lecture takes no points', async () => {
    const counselor = await host();
    const closed = await insertLecture(db, {
      counselorId: counselor.id,
      startsAt: fromNow(DAY),
      signupDeadline: fromNow(-HOUR),
    });
    const client = await createPayingClient(testApp, services, 1_000);
    const late = await signUp(client.headers, closed, signupBody('late@mail.example'));
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe(ErrorCode.LectureSignupClosed);

    const free = await announceLecture(testApp, counselor.headers, lectureInput(clock.now(), { price: 0 }));
    const joined = await signUp(client.headers, free, signupBody('free@mail.example'));
    expect(joined.json().data).toMatchObject({ paid: 0, status: 'active' });
    expect(await balance(client)).toBe(1_000);
    const [signup] = await signupsOf(free);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.referenceId, signup!.id))).toEqual(
      [],
    );
  });

  it('withdraws before the deadline with a full refund, and may sign up again', async () => {
    const { counselor, id, members } = await lectureWithMembers(1);
    const [client] = members;
    expect(await balance(client!)).toBe(2_000 - LECTURE_PRICE);
    const response = await withdraw(client!.headers, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'withdrawn', lecture: { memberCount: 0 } });
    expect(await balance(client!)).toBe(2_000);
    expect((await services.ledger.statement(counselor.id, 1, { earnings: true })).earnings?.balance).toBe(0);
    expect((await withdraw(client!.headers, id)).statusCode).toBe(404);
    expect((await signUp(client!.headers, id, signupBody('back@mail.example'))).statusCode).toBe(200);
    expect(await balance(client!)).toBe(2_000 - LECTURE_PRICE);
  });

  it('refuses a withdrawal after the deadline (3902): the seat and the points stay', async () => {
    const counselor = await host();
    const client = await createPayingClient(testApp, services, 0);
    const id = await insertLecture(db, {
      counselorId: counselor.id,
      startsAt: fromNow(DAY),
      signupDeadline: fromNow(-HOUR),
      price: 0,
    });
    await db
      .insert(lectureSignups)
      .values({ lectureId: id, clientId: client.id, email: 'kept@mail.example', paid: 0 });
    await db.update(lectures).set({ memberCount: 1 }).where(eq(lectures.id, id));
    const response = await withdraw(client.headers, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error_code).toBe(ErrorCode.LectureSignupClosed);
    expect((await signupsOf(id))[0]?.status).toBe('active');
  });

  it("lists the client's own sign-ups: those to come the soonest first, then past ones the latest first", async () => {
    const counselor = await host();
    const client = await createPayingClient(testApp, services, 5_000);
    const when = async (days: number) => {
      const id = await insertLecture(db, {
        counselorId: counselor.id,
        startsAt: fromNow(days * DAY),
        signupDeadline: fromNow((days - 1) * DAY),
        price: 0,
      });
      await db
        .insert(lectureSignups)
        .values({ lectureId: id, clientId: client.id, email: 'me@mail.example', paid: 0 });
      return id;
    };
    const farPast = await when(-20);
    const soon = await when(3);
    const recentPast = await when(-2);
    const later = await when(30);
    const page = (await read('/Client/Lectures?start_page=0&page_size=10', client.headers)).json().data;
    expect(page.totalRecords).toBe(4);
    expect(page.records.map((row: { lecture: { id: string } }) => row.lecture.id)).toEqual([
      soon,
      later,
      recentPast,
      farPast,
    ]);
    const counselorCall = await read('/Client/Lectures', counselor.headers);
    expect(counselorCall.statusCode).toBe(403);
    expect((await read('/Client/Lectures')).statusCode).toBe(401);
  });
});

describe("a counselor's own lectures", () => {
  it('are theirs alone: another counselor gets 404 on reading and calling off, and changes nothing', async () => {
    const { id } = await lectureWithMembers(1);
    const other = await host('王雅婷');
    expect((await read(`/Counselor/Lectures/${id}`, other.headers)).statusCode).toBe(404);
    expect((await cancel(other.headers, id, '不是我的講座')).statusCode).toBe(404);
    expect((await lectureRow(id)).status).toBe('open');
    expect((await read('/Counselor/Lectures', other.headers)).json().data.totalRecords).toBe(0);
  });

  it('are called off with a reason: every member refunded in full and told it (mail 37)', async () => {
    const { counselor, id, members } = await lectureWithMembers(2);
    const response = await cancel(counselor.headers, id, '講師身體不適，很抱歉必須取消');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'canceled',
      cancelCause: 'by_counselor',
      cancelReason: '講師身體不適，很抱歉必須取消',
      memberCount: 0,
      members: [],
    });
    for (const member of members) {
      expect(await balance(member)).toBe(2_000);
      expect(await readMailbox(testApp, member)).toEqual([
        {
          type: MailType.GroupCourseFail,
          message: expect.stringContaining('原因：「講師身體不適，很抱歉必須取消」'),
          link: `/viewcounseloronlinegroup/1?id=${id}`,
        },
      ]);
    }
    expect((await signupsOf(id)).map((signup) => signup.status)).toEqual(['refunded', 'refunded']);
    const [mail] = await deliveredTo(database, (await signupsOf(id))[0]!.email);
    expect(mail?.subject).toContain('講座取消通知');
    expect(mail?.bodyText).toContain('講師身體不適');
    expect(mail?.bodyText).toContain(`https://counselling.example/viewcounseloronlinegroup/1?id=${id}`);
    const mine = (await read('/Client/Lectures', members[0]!.headers)).json().data.records[0];
    expect(mine).toMatchObject({ status: 'refunded', cancelReason: '講師身體不適，很抱歉必須取消' });

    const again = await cancel(counselor.headers, id, '再取消一次');
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe(ErrorCode.LectureNotCancellable);
    const started = await insertLecture(db, {
      counselorId: counselor.id,
      startsAt: fromNow(-10 * 60_000),
      signupDeadline: fromNow(-DAY),
    });
    expect((await cancel(counselor.headers, started, '來不及了')).json().error_code).toBe(
      ErrorCode.LectureNotCancellable,
    );
  });
});

describe('the jobs settle lectures', () => {
  const actor = jobActor('test');

  it('at the deadline, confirms a lecture with enough members and tells everyone (mail 36)', async () => {
    const { counselor, id, members } = await lectureWithMembers(2, { minMembers: 2 });
    const deadline = (await lectureRow(id)).signupDeadline;
    await services.lectures.settleDeadlines(actor, new Date(deadline.getTime() - 1));
    expect((await lectureRow(id)).status).toBe('open');
    await services.lectures.settleDeadlines(actor, deadline);
    expect((await lectureRow(id)).status).toBe('confirmed');
    for (const member of members) {
      expect(await readMailbox(testApp, member)).toEqual([
        {
          type: MailType.GroupCourseSuccess,
          message: expect.stringContaining('確定舉辦'),
          link: `/viewcounseloronlinegroup/1?id=${id}`,
        },
      ]);
      expect(await balance(member)).toBe(2_000 - LECTURE_PRICE);
    }
    const [told] = await readMailbox(testApp, counselor);
    expect(told).toMatchObject({
      type: MailType.GroupCourseSuccess,
      message: expect.stringContaining('2 人報名'),
    });
    const [mail] = await deliveredTo(database, (await signupsOf(id))[0]!.email);
    expect(mail?.bodyText).toContain('安心講堂');
    // Settled once: running again changes nothing and tells nobody again.
    await services.lectures.settleDeadlines(actor, deadline);
    expect(await readMailbox(testApp, members[0]!)).toHaveLength(1);

    // After the end it is completed and each member is thanked and asked how it went (mail 40).
    const { endsAt } = await lectureRow(id);
    await services.lectures.completeEnded(actor, new Date(endsAt.getTime() - 1));
    expect((await lectureRow(id)).status).toBe('confirmed');
    expect(await services.lectures.completeEnded(actor, endsAt)).toBeGreaterThanOrEqual(1);
    expect((await lectureRow(id)).status).toBe('completed');
    // The test clock stands still: the mailbox's order of 36 and 40 is not asserted.
    expect(await readMailbox(testApp, members[1]!)).toContainEqual({
      type: MailType.CompleteGroupCourseFeedback,
      message: expect.stringContaining('謝謝你參加'),
      link: '/viewcounseloronlinegroup/Index1',
    });
    const feedback = (await deliveredTo(database, (await signupsOf(id))[1]!.email))[0];
    expect(feedback?.bodyText).toContain('https://counselling.example/viewcounseloronlinegroup/Index1');
    expect(await readMailbox(testApp, counselor)).toHaveLength(1);
  });

  it('at the deadline, calls off a lecture with too few members: refunds and mail 37 to everyone', async () => {
    const { counselor, id, members } = await lectureWithMembers(1, { minMembers: 3 });
    await services.lectures.settleDeadlines(actor, (await lectureRow(id)).signupDeadline);
    expect(await lectureRow(id)).toMatchObject({
      status: 'canceled',
      cancelCause: 'too_few_members',
      cancelReason: null,
      memberCount: 0,
    });
    expect(await balance(members[0]!)).toBe(2_000);
    expect((await signupsOf(id))[0]?.status).toBe('refunded');
    expect(await readMailbox(testApp, members[0]!)).toEqual([
      {
        type: MailType.GroupCourseFail,
        message: expect.stringContaining(`你支付的 ${String(LECTURE_PRICE)} 點已全數退回`),
        link: `/viewcounseloronlinegroup/1?id=${id}`,
      },
    ]);
    expect(await readMailbox(testApp, counselor)).toEqual([
      {
        type: MailType.GroupCourseFail,
        message: expect.stringContaining('未達最少 3 人'),
        link: `/viewcounseloronlinegroup/1?id=${id}`,
      },
    ]);
    const trail = await db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(trail.map((row) => row.action)).toContain('lecture.canceled');
  });
});

describe('members rate a completed lecture', () => {
  const actor = jobActor('test');
  const rate = (headers: THeaders | Record<string, never>, id: string, payload: object, locale = 'zh-tw') =>
    app.inject({ method: 'POST', url: `/api/${locale}/Lectures/${id}/Feedback`, headers, payload });
  const feedbackRows = (id: string) =>
    db.select().from(lectureFeedback).where(eq(lectureFeedback.lectureId, id));

  /** A confirmed lecture with two members; `complete` runs the job that ends it. */
  async function heldLecture() {
    const held = await lectureWithMembers(2, { minMembers: 2 });
    const row = await lectureRow(held.id);
    await services.lectures.settleDeadlines(actor, row.signupDeadline);
    return { ...held, complete: () => services.lectures.completeEnded(actor, row.endsAt) };
  }

  it('takes one rating per member once it is over; the counselor sees it beside the member and in the mailbox', async () => {
    const { counselor, id, members, complete } = await heldLecture();
    const [first, second] = members;
    if (!first || !second) throw new Error('two members expected');
    const early = await rate(first.headers, id, { grade: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error_code).toBe(ErrorCode.LectureNotCompleted);
    expect(early.json().message).toBe('只有已結束的講座可以評價');
    await complete();

    const rated = await rate(first.headers, id, { grade: 5, comment: '  練習很實用，謝謝老師。  ' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data).toEqual({
      lectureId: id,
      grade: 5,
      comment: '練習很實用，謝謝老師。',
      createTime: clock.now().toISOString(),
    });
    const again = await rate(first.headers, id, { grade: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe(ErrorCode.LectureAlreadyRated);
    expect(await feedbackRows(id)).toHaveLength(1);

    // The rater's list shows their rating; the other member may still rate.
    const mine = await read('/Client/Lectures', first.headers);
    expect(mine.json().data.records[0]).toMatchObject({
      canRate: false,
      feedback: { grade: 5, comment: '練習很實用，謝謝老師。' },
    });
    const theirs = await read('/Client/Lectures', second.headers);
    expect(theirs.json().data.records[0]).toMatchObject({ canRate: true, feedback: null });

    await rate(second.headers, id, { grade: 4 });
    const hosted = await read(`/Counselor/Lectures/${id}`, counselor.headers);
    expect(hosted.json().data).toMatchObject({ feedbackCount: 2, averageGrade: 4.5 });
    // The test clock stands still: both signed up at one instant, so their order is not asserted.
    const grades = hosted
      .json()
      .data.members.map((one: { feedback: { grade: number } }) => one.feedback.grade);
    expect(grades.sort()).toEqual([4, 5]);
    expect(await readMailbox(testApp, counselor)).toContainEqual({
      type: MailType.GetFeedback,
      message: expect.stringContaining('收到一則 5 顆星的講座評價'),
      link: `/counselor/lectures/${id}`,
    });
  });

  it('refuses a grade out of range naming the field in the locale, and writes nothing', async () => {
    const { id, members, complete } = await heldLecture();
    await complete();
    const fieldsOf = (response: { json(): { data: { fields: { field: string }[] } } }) =>
      response.json().data.fields.map((error) => error.field);
    const response = await rate(members[0]!.headers, id, { grade: 6 }, 'en-us');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['grade']);
    expect(response.json().message).toMatch(/grade/i);
    const tooLong = await rate(members[0]!.headers, id, { grade: 3, comment: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong)).toEqual(['comment']);
    expect(await feedbackRows(id)).toEqual([]);
  });

  it('is for its members alone: another client gets 404, a counselor 403, a visitor 401', async () => {
    const { id, complete } = await heldLecture();
    await complete();
    const stranger = await createPayingClient(testApp, services, 0);
    expect((await rate(stranger.headers, id, { grade: 1 })).statusCode).toBe(404);
    const counselor = await host();
    expect((await rate(counselor.headers, id, { grade: 1 })).statusCode).toBe(403);
    expect((await rate({}, id, { grade: 1 })).statusCode).toBe(401);
    expect(await feedbackRows(id)).toEqual([]);
  });
});

describe("a hosted lecture's time", () => {
  it('is not open to leave (3205)', async () => {
    const { counselor, id } = await lectureWithMembers(0);
    const { startsAt, endsAt } = await lectureRow(id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/CounselorSchedule/Leave',
      headers: counselor.headers,
      payload: {
        start: new Date(startsAt.getTime() - HOUR).toISOString(),
        end: new Date(endsAt.getTime() - 30 * 60_000).toISOString(),
        reason: '出國',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error_code).toBe(ErrorCode.LeaveDuringLecture);
    expect(
      await db.select().from(counselorLeaves).where(eq(counselorLeaves.counselorId, counselor.id)),
    ).toEqual([]);
  });

  it('is not bookable, and a booking at that time is refused as a taken slot', async () => {
    const { counselor, topicId, firstSlot } = await createBookableTopic(testApp);
    const lectureStart = new Date(firstSlot.getTime() + 2 * HOUR);
    await announceLecture(
      testApp,
      counselor.headers,
      lectureInput(clock.now(), {
        startTime: lectureStart.toISOString(),
        signupDeadline: new Date(lectureStart.getTime() - DAY).toISOString(),
        lengthMinutes: 60,
      }),
    );
    const slots = await services.schedule.availableSlots({
      counselorId: counselor.id,
      courseLength: 0,
      from: firstSlot,
      to: new Date(firstSlot.getTime() + 6 * HOUR),
    });
    expect(slots.length).toBeGreaterThan(0);
    // A session of 60 minutes (and its buffer) meets none of the lecture's hour.
    for (const slot of slots) {
      const start = Date.parse(slot);
      expect(start >= lectureStart.getTime() + HOUR || start + HOUR <= lectureStart.getTime(), slot).toBe(
        true,
      );
    }
    const client = await createPayingClient(testApp, services, 5_000);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/Order/ReserveCourse',
      headers: client.headers,
      payload: { issueCourseId: topicId, startTime: lectureStart.toISOString(), agree: true },
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().error_code).toBe(ErrorCode.SlotTaken);
    expect(await balance(client)).toBe(5_000);
  });
});
