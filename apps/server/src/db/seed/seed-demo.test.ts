import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePhone } from '@app/contracts/phone';
import { CourseLength, CourseStatus, CourseType } from '@app/contracts/enums';
import { MailType } from '@app/contracts/mail';
import { and, asc, eq, like, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import { buildTestApp, testFieldCipher } from '../../test/build-test-app.ts';
import { signIn } from '../../test/test-users.ts';
import { clientProfiles, counselorProfiles, users } from '../schema/accounts.ts';
import { counselorApplications } from '../schema/counselor-applications.ts';
import { articleAuthors, articles } from '../schema/articles.ts';
import { auditLog } from '../schema/audit.ts';
import { courseFeedback, courses, waitlistEntries } from '../schema/courses.ts';
import { issueCourses } from '../schema/issue-courses.ts';
import { lectures, lectureSignups } from '../schema/lectures.ts';
import { licenseChangeRequests } from '../schema/license-changes.ts';
import { mails } from '../schema/mail.ts';
import { questionnaireAnswers } from '../schema/questionnaire.ts';
import { counselorWeeklyHours } from '../schema/schedule.ts';
import { treatmentCases, treatmentRecords } from '../schema/treatment-cases.ts';
import { ledgerAccounts, ledgerPostings } from '../schema/wallet.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from './seed-demo.ts';

const testApp = await buildTestApp({ SEED_DEMO: 'true' });
const { app, database, clock } = testApp;
const cipher = testFieldCipher(testApp);
const db = database.db;

const DAY = 24 * 3600 * 1000;
/** The Taipei (UTC+8, no daylight saving) calendar date and wall-clock time of an instant. */
const taipei = (instant: Date | string) =>
  new Date(new Date(instant).getTime() + 8 * 3600 * 1000).toISOString();

async function snapshot() {
  return {
    users: await db.select().from(users).orderBy(asc(users.email)),
    clients: await db.select().from(clientProfiles).orderBy(asc(clientProfiles.userId)),
    counselors: await db.select().from(counselorProfiles).orderBy(asc(counselorProfiles.userId)),
    weeklyHours: await db.select().from(counselorWeeklyHours).orderBy(asc(counselorWeeklyHours.id)),
    courses: await db.select().from(courses).orderBy(asc(courses.id)),
    applications: await db.select().from(counselorApplications).orderBy(asc(counselorApplications.id)),
    licenseChanges: await db.select().from(licenseChangeRequests).orderBy(asc(licenseChangeRequests.id)),
    topics: await db.select().from(issueCourses).orderBy(asc(issueCourses.id)),
    ledgerAccounts: await db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.id)),
    ledgerPostings: await db.select().from(ledgerPostings).orderBy(asc(ledgerPostings.id)),
    ratings: await db.select().from(courseFeedback).orderBy(asc(courseFeedback.courseId)),
    mails: await db.select().from(mails).orderBy(asc(mails.id)),
    questionnaires: await db.select().from(questionnaireAnswers).orderBy(asc(questionnaireAnswers.clientId)),
    waitlist: await db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.id)),
    audit: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
    cases: await db.select().from(treatmentCases).orderBy(asc(treatmentCases.id)),
    caseRecords: await db.select().from(treatmentRecords).orderBy(asc(treatmentRecords.id)),
    articleAuthors: await db.select().from(articleAuthors).orderBy(asc(articleAuthors.id)),
    articles: await db.select().from(articles).orderBy(asc(articles.id)),
    lectures: await db.select().from(lectures).orderBy(asc(lectures.id)),
    lectureSignups: await db.select().from(lectureSignups).orderBy(asc(lectureSignups.id)),
  };
}

async function signInDemo(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  return signIn(testApp, user);
}

describe('demo seed', () => {
  it('gives every demo account a few mails in Traditional Chinese, read and unread', async () => {
    const seeded = await db.select().from(users).where(like(users.email, '%@demo.test'));
    for (const user of seeded.filter((row) => !row.email.startsWith('past-client'))) {
      const response = await app.inject({
        url: '/api/zh-tw/Mail?IsUnread=false&start_page=0',
        headers: await signInDemo(user.email),
      });
      const records: { message: string; isRead: boolean }[] = response.json().data.records;
      expect(records.length, user.email).toBeGreaterThanOrEqual(2);
      expect(
        records.some((mail) => !mail.isRead),
        user.email,
      ).toBe(true);
      for (const mail of records) expect(mail.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('rates counselor1 and counselor2 with comments, and leaves counselor3 and counselor4 unrated', async () => {
    const directory = (await app.inject({ url: '/api/zh-tw/Counselor/List' })).json().data.records;
    const byName = (name: string) => directory.find((row: { fullName: string }) => row.fullName === name);
    expect(byName('陳怡君')).toMatchObject({ feedbackCount: 5, averageGrade: 4.6 });
    expect(byName('林志明')).toMatchObject({ feedbackCount: 3, averageGrade: expect.closeTo(4.67, 2) });
    expect(byName('王雅婷')).toMatchObject({ feedbackCount: 0 });
    expect(byName('張家豪')).toMatchObject({ feedbackCount: 0 });
    const page = (await app.inject({ url: `/api/zh-tw/Counselor/${byName('陳怡君').id}` })).json().data;
    expect(page.recentFeedback).toHaveLength(4);
  });

  it('shows the demo client past sessions, some rated and some still to rate, and the counselors their ratings', async () => {
    const client = await signInDemo('client@demo.test');
    const records = (await app.inject({ url: '/api/zh-tw/client/courserecords', headers: client })).json()
      .data;
    expect(records.totalRecords).toBeGreaterThanOrEqual(5);
    type TRecord = { status: number; canRate: boolean; feedback: { grade: number } | null };
    const rows: TRecord[] = records.records;
    expect(rows.filter((row) => row.feedback !== null)).toHaveLength(2);
    expect(rows.filter((row) => row.canRate).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => row.status === CourseStatus.Canceled)).toBe(true);

    const counselor = await signInDemo('counselor1@demo.test');
    const received = (
      await app.inject({ url: '/api/zh-tw/counselor/coursefeedback', headers: counselor })
    ).json().data;
    expect(received).toMatchObject({ totalRecords: 5, feedbackCount: 5, averageGrade: 4.6 });
    expect(received.records[0].comment).not.toBe('');
  });

  it('creates the demo accounts with their roles, all activated, with the password Demo1234', async () => {
    const rows = await db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((row) => [row.email, row.role])).toEqual([
      ['applicant@demo.test', 'client'],
      ['client@demo.test', 'client'],
      ['counselor1@demo.test', 'counselor'],
      ['counselor2@demo.test', 'counselor'],
      ['counselor3@demo.test', 'counselor'],
      ['counselor4@demo.test', 'counselor'],
      ['expert@demo.test', 'expert'],
      ['halfway@demo.test', 'client'],
      ['newclient@demo.test', 'client'],
      ['past-client1@demo.test', 'client'],
      ['past-client2@demo.test', 'client'],
      ['past-client3@demo.test', 'client'],
      ['past-client4@demo.test', 'client'],
    ]);
    for (const row of rows) {
      expect(row.activatedAt).not.toBeNull();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    }
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    for (const account of demoAccounts.filter((demo) => demo.phone)) {
      expect(normalizePhone(account.phone!)).toBe(account.phone);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedDemoData(db, cipher, { siteHostname: 'localhost' });
    await seedDemoData(db, cipher, { siteHostname: 'localhost' });
    expect(await snapshot()).toEqual(before);
    expect(before.users).toHaveLength(13);
    expect(before.counselors).toHaveLength(4);
    expect(before.clients).toHaveLength(8);
    expect(before.questionnaires).toHaveLength(1);
    // Four ahead (two of them, a video and a voice session, with their rooms open now), the demo
    // client's paid custom consultation, their two completed ones still to rate, their free trial
    // and a canceled one, and eight rated sessions (two of them the demo client's).
    expect(before.courses).toHaveLength(17);
    expect(before.ratings).toHaveLength(8);
    expect(before.applications).toHaveLength(1);
    expect(before.licenseChanges).toHaveLength(1);
    expect(before.topics).toHaveLength(6);
    expect(before.articleAuthors).toHaveLength(6);
    // The published column, a draft of counselor1's, one waiting for review and one returned.
    expect(before.articles).toHaveLength(17);
    // Two recharges, two bonus grants, the trial's deposit and its refund; for each of the 16
    // paid sessions (the trial aside) and the 12 paid lecture sign-ups a card recharge and the
    // payment; the canceled session's refund and the called-off lecture's. Each a client posting
    // and a platform (or counselor) posting.
    expect(before.ledgerPostings).toHaveLength(128);
    // counselor1's open and completed ones, counselor2's confirmed, counselor3's free one and
    // counselor4's called off; 3 + 4 + 4 + 1 sign-ups.
    expect(before.lectures).toHaveLength(5);
    expect(before.lectureSignups).toHaveLength(12);
    expect(before.waitlist).toHaveLength(1);
  });

  it('gives the demo client 7,000 points and 300 bonus points: recharges, grants, and every session and lecture paid on their statement', async () => {
    const headers = await signInDemo('client@demo.test');
    const profile = (await app.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers })).json().data;
    expect(profile).toMatchObject({ reservedAmount: 7_000, bonusAmount: 300 });
    const statement = (await app.inject({ url: '/api/zh-tw/Wallet/Statement', headers })).json().data;
    const { items, total } = statement.movements;
    // Two recharges of their own; ten sessions and three lectures, each paid by a recharge of its
    // price; one refund.
    expect(total).toBe(29);
    expect(items[0]).toMatchObject({ balanceAfter: 7_000 });
    // Newest first, and each balance follows from the one before it: posted in the order of their dates.
    for (const [index, item] of items.slice(0, -1).entries()) {
      const older = items[index + 1];
      expect(item.createdAt >= older.createdAt).toBe(true);
      expect(item.balanceAfter).toBe(older.balanceAfter + item.amount);
    }
    const [client] = await db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const paid = await db
      .select({
        price: courses.price,
        paidPoints: courses.paidPoints,
        topic: courses.issueCourseId,
        type: courses.type,
      })
      .from(courses)
      .where(and(eq(courses.clientId, client!.id), ne(courses.type, CourseType.TestCourse)));
    expect(paid).toHaveLength(10);
    for (const course of paid) {
      expect(course.price).toBeGreaterThan(0);
      expect(course.paidPoints).toBe(course.price);
      if (course.type === CourseType.IssueCourse) expect(course.topic).not.toBeNull();
    }
    expect(statement.bonusMovements.items).toMatchObject([
      { reason: 'bonus_grant', amount: 100, balanceAfter: 300 },
      { reason: 'trial_refund', amount: 200, balanceAfter: 200 },
      { reason: 'trial_deposit', amount: -200, balanceAfter: 0 },
      { reason: 'bonus_grant', amount: 200, balanceAfter: 200 },
    ]);
  });

  it("shows experts the demo's history in the audit trail: bookings, completions, the cancellation, the application, the licence change and the topics' reviews", async () => {
    const expert = await signInDemo('expert@demo.test');
    const count = async (action: string) =>
      (await app.inject({ url: `/api/zh-tw/expert/audit?action=${action}`, headers: expert })).json().data
        .totalRecords;
    expect(await count('course.booked')).toBe(16);
    // The completed sessions: eight rated, the demo client's two still to rate.
    expect(await count('course.completed')).toBe(10);
    expect(await count('course.started')).toBe(10);
    expect(await count('course.canceled')).toBe(1);
    expect(await count('application.submitted')).toBe(1);
    expect(await count('license_change.submitted')).toBe(1);
    // Six topics created; four accepted and one edit waiting, one new topic waiting.
    expect(await count('topic.created')).toBe(6);
    expect(await count('topic.submitted')).toBe(7);
    expect(await count('topic.accepted')).toBe(5);
    const [canceled] = (
      await app.inject({ url: '/api/zh-tw/expert/audit?action=course.canceled', headers: expert })
    ).json().data.records;
    expect(canceled).toMatchObject({ actorRole: 'counselor', actor: { nickname: expect.any(String) } });
  });

  it("gives counselor2 the earnings of every session booked with them and their lecture's sign-ups, the canceled session's taken back", async () => {
    const headers = await signInDemo('counselor2@demo.test');
    const statement = (await app.inject({ url: '/api/zh-tw/Wallet/Statement', headers })).json().data;
    const [counselor] = await db.select().from(users).where(eq(users.email, 'counselor2@demo.test'));
    const booked = await db
      .select({ price: courses.price })
      .from(courses)
      .where(and(eq(courses.counselorId, counselor!.id), ne(courses.status, CourseStatus.Canceled)));
    const signedUp = await db
      .select({ paid: lectureSignups.paid })
      .from(lectureSignups)
      .innerJoin(lectures, eq(lectures.id, lectureSignups.lectureId))
      .where(eq(lectures.counselorId, counselor!.id));
    expect(signedUp).toHaveLength(4);
    const total =
      booked.reduce((sum, course) => sum + course.price, 0) +
      signedUp.reduce((sum, one) => sum + one.paid, 0);
    expect(statement.earnings.balance).toBe(total);
    const reasons = statement.earnings.movements.items.map((item: { reason: string }) => item.reason);
    expect(reasons.filter((reason: string) => reason === 'refund')).toHaveLength(1);
    expect(reasons.filter((reason: string) => reason === 'booking_payment')).toHaveLength(booked.length + 1);
    expect(reasons.filter((reason: string) => reason === 'lecture_signup')).toHaveLength(signedUp.length);
  });

  it("shows the demo client a free trial taken a month ago and the trial their paid sessions refilled; halfway's steps unchanged", async () => {
    const headers = await signInDemo('client@demo.test');
    const profile = (await app.inject({ url: '/api/zh-tw/client', headers })).json().data;
    expect(profile).toMatchObject({ freeCourseStatus: 4, freeCourseQuota: 1 });
    const [client] = await db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const trials = await db
      .select()
      .from(courses)
      .where(and(eq(courses.clientId, client!.id), eq(courses.type, CourseType.TestCourse)));
    expect(trials).toMatchObject([
      { status: CourseStatus.Completed, length: CourseLength.TwentyMinutes, price: 0 },
    ]);
    const mailbox = (await app.inject({ url: '/api/zh-tw/Mail', headers })).json().data.records;
    expect(mailbox).toContainEqual(
      expect.objectContaining({ type: MailType.OldClientFreeCourseNotify, link: '/team?freeTrial=true' }),
    );
    const halfway = await app.inject({
      url: '/api/zh-tw/client',
      headers: await signInDemo('halfway@demo.test'),
    });
    expect(halfway.json().data).toMatchObject({ freeCourseStatus: 2, freeCourseQuota: 0 });
    // Counselors taking trials have open 20-minute times, for the trial's journey.
    const [counselor1] = await db.select().from(users).where(eq(users.email, 'counselor1@demo.test'));
    const search = new URLSearchParams({
      counselorId: counselor1!.id,
      courseLength: String(CourseLength.TwentyMinutes),
      from: clock.now().toISOString(),
      to: new Date(clock.now().getTime() + 14 * DAY).toISOString(),
    });
    const slots = await app.inject({ url: `/api/zh-tw/CounselorSchedule/AvailableSlots?${search}` });
    expect((slots.json().data as string[]).length).toBeGreaterThan(0);
  });

  it('offers the demo clients a usable welcome coupon and shows an expired one as expired', async () => {
    for (const email of ['client@demo.test', 'newclient@demo.test']) {
      const headers = await signInDemo(email);
      const status = async (code: string) =>
        (await app.inject({ url: `/api/zh-tw/Coupon/${code}`, headers })).json().data;
      expect(await status('WELCOME200')).toMatchObject({ status: 'usable', kind: 'amount', value: 200 });
      expect(await status('CARE10')).toMatchObject({ status: 'usable', kind: 'percent', value: 10 });
      expect(await status('SPRING2025')).toMatchObject({ status: 'expired' });
    }
  });

  it('gives each counselor a verified, complete Traditional Chinese profile with a picture that loads', async () => {
    for (const index of [1, 2, 3, 4]) {
      const headers = await signInDemo(`counselor${index}@demo.test`);
      const profile = (await app.inject({ url: '/api/zh-tw/counselor', headers })).json().data;
      expect(profile).toMatchObject({ verifyStatus: 1, userAccount: `counselor${index}@demo.test` });
      expect(profile.fullName).toMatch(/^[\u4e00-\u9fff]{3}$/);
      for (const field of [
        'aboutMe',
        'customSpecialty',
        'customSpecialtyDetail',
        'customAdviceStyle',
        'counselorOrganization',
      ]) {
        expect(profile[field]).toMatch(/[\u4e00-\u9fff]/);
      }
      expect([4, 8, 24, 48, 72]).toContain(profile.canReserveAfter);
      expect(profile.serviceLength).toBeTypeOf('number');
      expect(profile.phone).toMatch(/^\+886/);

      const picture = await app.inject(profile.coverImage.path);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(picture.body).toContain('<svg');
    }
  });

  it('seeds an established client, a brand new one and the expert', async () => {
    const established = await app.inject({
      url: '/api/zh-tw/client',
      headers: await signInDemo('client@demo.test'),
    });
    expect(established.json().data).toMatchObject({
      nickName: '小安',
      freeCourseStatus: 4,
      phoneVerified: true,
      basicInfo: {
        emergencyPhone: '+886223456789',
        emergencyContactName: '王大明',
        emergencyContactRelation: '父親',
      },
    });
    const personal = await app.inject({
      url: '/api/zh-tw/Client/PersonalInfo',
      headers: await signInDemo('client@demo.test'),
    });
    expect(personal.json().data).toMatchObject({ firstName: '安琪', workStatus: 'employed' });
    // The emergency contact and personal data are written encrypted, as the accounts module writes them.
    const stored = JSON.stringify(await db.select().from(clientProfiles));
    expect(stored).not.toContain('安琪');
    expect(stored).not.toContain('223456789');
    expect(stored).not.toContain('父親');
    expect(stored).not.toContain('王大明');
    const brandNew = await app.inject({
      url: '/api/zh-tw/client',
      headers: await signInDemo('newclient@demo.test'),
    });
    expect(brandNew.json().data).toMatchObject({ freeCourseStatus: 0, phone: null, phoneVerified: false });
    const [demoClient] = await db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const answers = await app.inject({
      url: `/api/zh-tw/Questionnaire/${demoClient?.id}`,
      headers: await signInDemo('counselor1@demo.test'),
    });
    expect(answers.json().data.answers[0]).toMatchObject({
      questionId: 'reasons',
      options: [{ text: '工作、學業' }, { text: '睡眠困擾' }],
    });
    const halfway = await app.inject({
      url: '/api/zh-tw/client',
      headers: await signInDemo('halfway@demo.test'),
    });
    expect(halfway.json().data).toMatchObject({ freeCourseStatus: 2, phoneVerified: true, bonusAmount: 0 });
    const expert = await app.inject({
      url: '/api/zh-tw/expert',
      headers: await signInDemo('expert@demo.test'),
    });
    expect(expert.json().data).toEqual({ nickname: '林督導', userAccount: 'expert@demo.test' });
  });
});

describe('demo activity', () => {
  async function get(email: string, url: string) {
    const response = await app.inject({ url: `/api/zh-tw${url}`, headers: await signInDemo(email) });
    expect(response.statusCode, url).toBe(200);
    return response.json().data;
  }

  it("shows client@'s custom consultations: paid and declined, and one counselor1 has to answer", async () => {
    const mine = (await get('client@demo.test', '/CustomConsultation/Mine')).records;
    expect(mine.map((request: { status: string }) => request.status)).toEqual([
      'pending',
      'paid',
      'declined',
    ]);
    expect(mine[1]).toMatchObject({ counselor: { fullName: '陳怡君' }, price: 2_400 });
    expect(mine[2]).toMatchObject({
      counselor: { fullName: '林志明' },
      declineReason: expect.stringContaining('伴侶諮商'),
    });
    const incoming = (await get('counselor1@demo.test', '/CustomConsultation/Incoming')).records;
    expect(incoming.map((request: { status: string }) => request.status)).toEqual(['pending', 'paid']);
    expect(incoming[0]).toMatchObject({
      client: { nickName: expect.any(String) },
      deadline: expect.any(String),
    });
  });

  it('lists the lectures to come: counselor2’s confirmed, counselor1’s open and counselor3’s free one, not the called-off one', async () => {
    const upcoming = (await get('newclient@demo.test', '/Lectures?start_page=0&page_size=20')).records;
    type TListed = {
      status: string;
      price: number;
      memberCount: number;
      acceptingSignups: boolean;
      host: { fullName: string };
    };
    expect(
      upcoming.map((lecture: TListed) => [
        lecture.host.fullName,
        lecture.status,
        lecture.price,
        lecture.memberCount,
      ]),
    ).toEqual([
      ['林志明', 'confirmed', 800, 4],
      ['陳怡君', 'open', 600, 3],
      ['王雅婷', 'open', 0, 0],
    ]);
    expect(upcoming.map((lecture: TListed) => lecture.acceptingSignups)).toEqual([false, true, true]);
    const open = upcoming[1];
    expect(Date.parse(open.startTime) - Date.parse(open.signupDeadline)).toBe(3 * DAY);
    expect(open).toMatchObject({ lengthMinutes: 90, minMembers: 6, maxMembers: 12 });
    expect(open.place).toMatch(/^臺北市/);
  });

  it('shows client@ their lectures and the mails they sent (36 confirmed, 40 asks for a rating), counselor1 the ratings; halfway@ the called-off one refunded (37)', async () => {
    const mine = (await get('client@demo.test', '/Client/Lectures?start_page=0&page_size=10')).records;
    type TMine = {
      status: string;
      paid: number;
      lecture: { id: string; status: string; host: { fullName: string } };
    };
    expect(
      mine.map((one: TMine) => [one.lecture.host.fullName, one.lecture.status, one.status, one.paid]),
    ).toEqual([
      ['林志明', 'confirmed', 'active', 800],
      ['陳怡君', 'open', 'active', 600],
      ['陳怡君', 'completed', 'active', 500],
    ]);
    const mailbox = [
      ...(await get('client@demo.test', '/Mail?IsUnread=false&start_page=0')).records,
      ...(await get('client@demo.test', '/Mail?IsUnread=false&start_page=1')).records,
    ];
    expect(mailbox).toContainEqual(
      expect.objectContaining({
        type: MailType.GroupCourseSuccess,
        link: `/viewcounseloronlinegroup/1?id=${String(mine[0].lecture.id)}`,
        message: expect.stringContaining('「走過失落：哀傷陪伴團體」的報名人數已達開課門檻，確定舉辦'),
      }),
    );
    expect(mailbox).toContainEqual(
      expect.objectContaining({
        type: MailType.CompleteGroupCourseFeedback,
        link: '/viewcounseloronlinegroup/Index1',
        message: expect.stringContaining('謝謝你參加「睡個好覺'),
      }),
    );

    const halfway = (await get('halfway@demo.test', '/Client/Lectures')).records;
    expect(halfway).toMatchObject([
      { status: 'refunded', paid: 400, lecture: { status: 'canceled', memberCount: 0 }, cancelReason: null },
    ]);
    expect((await get('halfway@demo.test', '/Mail?IsUnread=false&start_page=0')).records).toContainEqual(
      expect.objectContaining({
        type: MailType.GroupCourseFail,
        message: expect.stringContaining('400 點已全數退回'),
      }),
    );
    const statement = await get('halfway@demo.test', '/Wallet/Statement');
    expect(statement.reservedAmount).toBe(400);
    expect(
      statement.movements.items.map((item: { reason: string; amount: number }) => [item.reason, item.amount]),
    ).toEqual([
      ['refund', 400],
      ['lecture_signup', -400],
      ['recharge', 400],
    ]);

    const hosted = (await get('counselor1@demo.test', '/Counselor/Lectures')).records;
    expect(
      hosted.map((one: { status: string; members: unknown[] }) => [one.status, one.members.length]),
    ).toEqual([
      ['open', 3],
      ['completed', 4],
    ]);
    // Two past clients rated the completed one; the demo client has yet to.
    expect(hosted[1]).toMatchObject({ feedbackCount: 2, averageGrade: 4.5 });
    expect(mine[2]).toMatchObject({ canRate: true, feedback: null });
    const told = (await get('counselor1@demo.test', '/Mail?IsUnread=false&start_page=0')).records;
    expect(told).toContainEqual(
      expect.objectContaining({
        type: MailType.GetFeedback,
        link: `/counselor/lectures/${String(hosted[1].id)}`,
        message: expect.stringContaining('收到一則 4 顆星的講座評價'),
      }),
    );
  });

  it("keeps counselor1's case files: one with two records of its sessions, one closed, one just opened", async () => {
    const list = await get('counselor1@demo.test', '/Counselor/Cases?start_page=0&page_size=10');
    expect(
      list.records.map((row: { caseNumber: string; status: string; client: { nickName: string } }) => [
        row.caseNumber,
        row.status,
        row.client.nickName,
      ]),
    ).toEqual([
      ['C0003', 'new', '小安'],
      ['C0002', 'closed', '小雯'],
      ['C0001', 'ongoing', '阿哲'],
    ]);
    const ongoing = await get('counselor1@demo.test', `/Counselor/Cases/${String(list.records[2].id)}`);
    expect(ongoing.records.map((record: { processStatus: string }) => record.processStatus)).toEqual([
      'intake',
      'interview',
    ]);
    expect(ongoing.records[1]).toMatchObject({
      content: expect.stringContaining('睡眠日誌'),
      course: { status: CourseStatus.Completed },
    });
    const closed = await get('counselor1@demo.test', `/Counselor/Cases/${String(list.records[1].id)}`);
    expect(closed).toMatchObject({
      closeType: 'goal_met',
      effectivenessScore: 4,
      summary: expect.any(String),
    });
    const clients = (await get('counselor1@demo.test', '/Counselor/CaseClients')).clients;
    expect(clients.find((client: { nickName: string }) => client.nickName === '宏宇')).toMatchObject({
      openCaseId: null,
    });
  });

  it('gives counselor1 and counselor2 service times, and counselor3 and counselor4 none', async () => {
    for (const [index, isSet] of [
      [1, true],
      [2, true],
      [3, false],
      [4, false],
    ] as const) {
      const email = `counselor${index}@demo.test`;
      const [counselor] = await db.select().from(users).where(eq(users.email, email));
      expect(await get(email, `/CounselorSchedule/IsSetSchedule?id=${counselor!.id}`), email).toBe(isSet);
    }
  });

  it('books the established client with counselor1 and counselor2 now, counselor1 tomorrow, a custom consultation and counselor2 next week', async () => {
    const page = await get('client@demo.test', '/client/coursenext_v2?start_page=0&page_size=20');
    expect(page.totalRecords).toBe(5);
    const [now, voice, first, custom, second] = page.records;
    expect(
      [now, voice, first, custom, second].map((course) => [course.counselor.fullName, course.voiceOnly]),
    ).toEqual([
      ['陳怡君', false],
      ['林志明', true],
      ['陳怡君', false],
      ['陳怡君', false],
      ['林志明', false],
    ]);
    // The paid custom consultation (CourseType Treatment), in five days at 15:00 Taiwan time.
    expect(custom.type).toBe(CourseType.Treatment);
    expect(taipei(custom.startTime)).toBe(
      `${taipei(new Date(clock.now().getTime() + 5 * DAY)).slice(0, 10)}T15:00:00.000Z`,
    );
    // Both rooms are open already: each starts within the next 10 minutes, the voice one 3 minutes later.
    for (const open of [now, voice]) {
      const startsIn = new Date(open.startTime).getTime() - clock.now().getTime();
      expect(startsIn).toBeGreaterThan(0);
      expect(startsIn).toBeLessThanOrEqual(10 * 60 * 1000);
    }
    expect(new Date(voice.startTime).getTime() - new Date(now.startTime).getTime()).toBe(3 * 60 * 1000);
    expect(taipei(first.startTime)).toBe(
      `${taipei(new Date(clock.now().getTime() + DAY)).slice(0, 10)}T10:00:00.000Z`,
    );
    expect(taipei(second.startTime)).toBe(
      `${taipei(new Date(clock.now().getTime() + 7 * DAY)).slice(0, 10)}T20:00:00.000Z`,
    );
    expect(new Date(first.endTime).getTime() - new Date(first.startTime).getTime()).toBe(3600 * 1000);
    // The counselor sees the client's nickname.
    const counselorView = await get('counselor1@demo.test', '/counselor/coursenext_v2');
    expect(counselorView.records).toEqual([
      expect.objectContaining({ id: now.id, client: { nickName: '小安' } }),
      expect.objectContaining({ id: first.id, client: { nickName: '小安' } }),
      expect.objectContaining({ id: custom.id, client: { nickName: '小安' } }),
    ]);
    const [client] = await db.select().from(users).where(eq(users.email, 'client@demo.test'));
    const completed = await db
      .select()
      .from(courses)
      .where(and(eq(courses.status, CourseStatus.Completed), eq(courses.clientId, client!.id)));
    // Two rated and two still to rate, and the free trial, all over.
    expect(completed).toHaveLength(5);
    for (const course of completed) expect(course.endsAt.getTime()).toBeLessThan(clock.now().getTime());
  });

  it("puts the demo client on 林志明's waitlist for weekday mornings, with nothing offered yet", async () => {
    expect(await get('client@demo.test', '/Waitlist/Mine')).toEqual([
      expect.objectContaining({
        counselor: expect.objectContaining({ fullName: '林志明' }),
        issueCourse: expect.objectContaining({ title: '職場壓力與倦怠調適' }),
        weekdays: [1, 2, 3, 4, 5],
        fromTime: '08:00',
        toTime: '10:00',
        offer: null,
      }),
    ]);
  });

  it('opens another room course on a start after the last one was completed, from the end of its time', async () => {
    const start = new Date(clock.now().getTime() + 2 * DAY);
    await seedDemoData(db, cipher, { siteHostname: 'localhost', now: start });
    const [counselor1] = await db.select().from(users).where(eq(users.email, 'counselor1@demo.test'));
    const openAt = async (instant: Date) =>
      (await db.select().from(courses).where(eq(courses.counselorId, counselor1!.id))).filter(
        (course) =>
          course.status === CourseStatus.Init &&
          course.startsAt.getTime() - 10 * 60_000 <= instant.getTime() &&
          course.endsAt > instant,
      );
    const [room] = await openAt(start);
    expect(room).toBeDefined();
    await db.update(courses).set({ status: CourseStatus.Completed }).where(eq(courses.id, room!.id));

    const restart = new Date(start.getTime() + 60_000);
    await seedDemoData(db, cipher, { siteHostname: 'localhost', now: restart });
    const next = (await openAt(new Date(room!.endsAt.getTime() - 60_000))).filter(
      (course) => course.id !== room!.id,
    );
    expect(next).toHaveLength(1);
    expect(next[0]!.startsAt).toEqual(room!.endsAt);
  });

  it("fills the expert's review counters: one application, one licence change, two topics; five topics published", async () => {
    const applications = await get('expert@demo.test', '/application');
    expect(applications).toEqual([
      expect.objectContaining({
        applicant: expect.objectContaining({ email: 'applicant@demo.test', nickName: '欣怡' }),
      }),
    ]);
    // Every step answered, with its documents the expert can open, and the bank account number.
    const [waiting] = applications as {
      answers: { personalInfo: { passbook: string; bankAccountNumber: string } };
      files: Record<string, { url: string; contentType: string }>;
    }[];
    expect(Object.keys(waiting!.files)).toHaveLength(5);
    expect(waiting!.answers.personalInfo.bankAccountNumber).toBe('00123456789012');
    const passbook = await testApp.app.inject({
      url: waiting!.files[waiting!.answers.personalInfo.passbook]!.url,
    });
    expect(passbook.statusCode).toBe(200);
    expect(passbook.headers['content-type']).toBe('image/webp');
    const licenses = await get('expert@demo.test', '/Counselor/PendingReviewLicenseList');
    expect(licenses).toEqual([
      expect.objectContaining({ counselor: expect.objectContaining({ fullName: '王雅婷' }) }),
    ]);
    // 林志明's professional licence is kept expiring within 30 days; every demo counselor stays listed.
    const expiring = await get('expert@demo.test', '/Counselor/ExpiringLicenseList');
    expect(expiring).toEqual([
      expect.objectContaining({
        counselor: expect.objectContaining({ fullName: '林志明' }),
        daysLeft: expect.any(Number),
      }),
    ]);
    expect(expiring[0].daysLeft).toBeGreaterThan(0);
    expect(expiring[0].daysLeft).toBeLessThanOrEqual(30);
    expect((await get('newclient@demo.test', '/Counselor/List')).totalRecords).toBe(4);
    const own = await get('counselor3@demo.test', '/Counselor/License');
    expect(own).toMatchObject({ licenses: [expect.anything()], request: { status: 1 } });
    const topics = await get('expert@demo.test', '/CounselorIssueCourse/me?get_by_page=false');
    expect(
      topics.records.map((topic: { counselor: { fullName: string } }) => topic.counselor.fullName),
    ).toEqual(['陳怡君', '林志明']);
    expect(
      (await get('counselor1@demo.test', '/CounselorIssueCourse/me?get_by_page=false')).totalRecords,
    ).toBe(3);
    // Each topic's own history, as its counselor reads it: the edit waiting was accepted once.
    const grief = (
      await get('counselor2@demo.test', '/CounselorIssueCourse/me?get_by_page=false')
    ).records.find((topic: { title: string }) => topic.title === '走過失落：陪你慢慢整理哀傷');
    const griefHistory = (await get('counselor2@demo.test', `/CounselorIssueCourse/${grief.id}`)).history;
    expect(griefHistory).toEqual([
      expect.objectContaining({ action: 'created', toStatus: 0 }),
      expect.objectContaining({ action: 'submitted', toStatus: 1, note: '首次送審' }),
      expect.objectContaining({
        action: 'accepted',
        toStatus: 2,
        actor: expect.objectContaining({ name: '林督導' }),
      }),
      expect.objectContaining({ action: 'submitted', toStatus: 3, note: '更新主題說明與適合對象' }),
    ]);
    const pending = await get('expert@demo.test', '/IssueCourse/PendingReviewList');
    expect(pending).toEqual([
      expect.objectContaining({
        proposed: expect.objectContaining({ title: '好好睡一覺：失眠與壓力調適' }),
        approved: null,
      }),
      expect.objectContaining({
        proposed: expect.objectContaining({ targetAudience: '正在經歷失去、分離或哀傷的人' }),
        approved: expect.objectContaining({ targetAudience: '正在經歷失去與哀傷的人' }),
      }),
    ]);
    // The four approved topics, and the approved version of the one whose edit waits.
    expect((await get('newclient@demo.test', '/CounselorIssueCourse/List')).totalRecords).toBe(5);
    expect(await get('applicant@demo.test', '/client')).toMatchObject({ clientApplyCounselorStatus: 1 });
  });

  it('adds upcoming courses again once the earlier ones have passed, keeps the weekly plans, and nothing else', async () => {
    const before = await snapshot();
    const later = new Date(clock.now().getTime() + 60 * DAY);
    await seedDemoData(db, cipher, { siteHostname: 'localhost', now: later });
    const after = await snapshot();

    const ahead = (rows: { endsAt: Date }[]) => rows.filter((row) => row.endsAt > later).length;
    // counselor1 and counselor2 serve every day of the week, two ranges and one a day.
    expect(before.weeklyHours).toHaveLength(21);
    expect(after.weeklyHours).toEqual(before.weeklyHours);
    // Tomorrow's with counselor1, next week's with counselor2, and the two whose rooms are open.
    expect(ahead(after.courses)).toBe(4);
    expect(after.courses).toHaveLength(before.courses.length + 4);
    expect([after.applications, after.licenseChanges, after.topics]).toEqual([
      before.applications,
      before.licenseChanges,
      before.topics,
    ]);
  });
});

describe('/media', () => {
  it('fills the column: the four counselors, the editors and, on a local host, scale author 35 with the BSRS-5', async () => {
    const authors = (await app.inject({ url: '/api/zh-tw/ArticleAuthors' })).json().data;
    expect(authors.map(({ id, name }: { id: number; name: string }) => [id, name])).toEqual([
      [1, '陳怡君'],
      [2, '林志明'],
      [3, '王雅婷'],
      [4, '張家豪'],
      [10, '心理專欄編輯部'],
      [35, '心理測驗'],
    ]);
    const [counselor1] = await db.select().from(users).where(eq(users.email, 'counselor1@demo.test'));
    expect(authors[0]).toMatchObject({ counselorId: counselor1?.id, photo: '/media/demo/counselor1.svg' });

    const scales = (await app.inject({ url: '/api/zh-tw/Articles?author_id=35' })).json().data;
    expect(scales.totalRecords).toBe(2);
    expect(scales.records.filter(({ scale }: { scale: string | null }) => scale === 'bsrs5')).toHaveLength(1);
    const column = (await app.inject({ url: '/api/zh-tw/Articles?page_size=100' })).json().data;
    expect(column.totalRecords).toBe(14);
    const expert = await signInDemo('expert@demo.test');
    const waiting = (await app.inject({ url: '/api/zh-tw/Expert/Articles', headers: expert })).json().data;
    expect(waiting.records.map(({ author }: { author: { name: string } }) => author.name)).toEqual([
      '張家豪',
    ]);
    const own = (
      await app.inject({
        url: '/api/zh-tw/Counselor/Articles',
        headers: await signInDemo('counselor3@demo.test'),
      })
    ).json().data;
    expect(
      own.records.find(({ status }: { status: string }) => status === 'returned')?.reviewComment,
    ).toContain('再送審');
    const bodies = await db.select({ body: articles.body }).from(articles);
    for (const { body } of bodies) expect(body).not.toContain('您');
  });

  it('serves nothing outside its folder', async () => {
    for (const url of [
      '/media/demo/../seed-demo.ts',
      '/media/demo/%2e%2e/seed-demo.ts',
      '/media/demo/..%2fseed-demo.ts',
      '/media/demo/%2e%2e%2f%2e%2e%2fschema%2faccounts.ts',
      '/media/demo/missing.svg',
    ]) {
      const response = await app.inject(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('import');
    }
  });
});

describe('npm run db:seed', () => {
  const cli = fileURLToPath(new URL('./seed-cli.ts', import.meta.url));
  it('refuses to run in production', () => {
    const dataDir = path.join(tmpdir(), `seed-refused-${process.pid}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli], {
      env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to seed demo data');
    expect(existsSync(dataDir)).toBe(false);
  });
});
