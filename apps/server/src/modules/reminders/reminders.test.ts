import { CourseStatus, type TCourseStatus } from '@app/contracts/enums';
import { MailType } from '@app/contracts/mail';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/courses.ts';
import { mails } from '../../db/schema/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { runJobNow } from '../../test/run-job-now.ts';
import { createUser } from '../../test/test-users.ts';
import { HOUR, insertCourse } from '../courses/course-test-helpers.ts';
import { remindersQueue } from './reminders.jobs.ts';

const SITE = 'https://counselling.example.tw';
const { database, clock } = await buildTestApp({ PUBLIC_URL: `${SITE}/` });
const db = database.db;
const MINUTE = 60_000;

const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);
const remindNow = () => runJobNow(database, remindersQueue);

const inMailbox = (userId: string) =>
  db
    .select()
    .from(mails)
    .where(and(eq(mails.userId, userId), eq(mails.type, MailType.Remind)));

const NO_FLAGS = {
  useEmailCourseNotifyOneDay: false,
  useEmailCourseNotifyOneHour: false,
  useEmailCourseNotifyTenMinutes: false,
  useFcmCourseNotifyOneDay: false,
  useFcmCourseNotifyOneHour: false,
  useFcmCourseNotifyTenMinutes: false,
};
const ALL_EMAIL = {
  ...NO_FLAGS,
  useEmailCourseNotifyOneDay: true,
  useEmailCourseNotifyOneHour: true,
  useEmailCourseNotifyTenMinutes: true,
};

/** Two parties with these reminder flags, and their course starting in so many minutes. */
async function course(
  startsInMinutes: number,
  options: { status?: TCourseStatus; flags?: Partial<typeof NO_FLAGS> } = {},
) {
  const client = await createUser(database, { role: 'client', nickname: '小安' });
  const counselor = await createUser(database, { role: 'counselor', fullName: '陳怡君' });
  await db
    .update(users)
    .set(options.flags ?? ALL_EMAIL)
    .where(inArray(users.id, [client.id, counselor.id]));
  const id = await insertCourse(db, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: inMinutes(startsInMinutes),
    status: options.status ?? CourseStatus.Init,
  });
  return { id, client, counselor };
}

const pushesTo = async (userId: string) =>
  (await deliveredTo(database, userId)).filter((row) => row.channel === 'push');

describe('the ten-minute reminder', () => {
  it('mails each party once, with the way into the room and to the device check', async () => {
    const soon = await course(9);
    await remindNow();
    await remindNow();

    for (const party of [soon.client, soon.counselor]) {
      const delivered = await deliveredTo(database, party.email);
      expect(delivered).toHaveLength(1);
      const [mail] = delivered;
      expect(mail?.subject).toContain('你的諮商將在 10 分鐘後開始');
      expect(mail?.bodyText).toContain(`${SITE}/rooms/room?courseId=${soon.id}`);
      expect(mail?.bodyText).toContain(`${SITE}/devicecheck`);
      expect(mail?.bodyHtml).toContain(`${SITE}/devicecheck`);
      // The mailbox on the site has it too, as a reminder (mail type 4) opening the room and
      // naming the device check.
      const mailbox = await inMailbox(party.id);
      expect(mailbox).toHaveLength(1);
      expect(mailbox[0]?.link).toBe(`/rooms/room?courseId=${soon.id}`);
      expect(mailbox[0]?.message).toContain(`${SITE}/devicecheck`);
    }
    const [toClient] = await deliveredTo(database, soon.client.email);
    expect(toClient?.bodyText).toContain('陳怡君 諮商師');
    const [toCounselor] = await deliveredTo(database, soon.counselor.email);
    expect(toCounselor?.bodyText).toContain('個案 小安');
  });

  it('carries the calendar invitation of the course', async () => {
    const soon = await course(7);
    await remindNow();
    const [mail] = await deliveredTo(database, soon.client.email);
    const [invitation] = mail?.attachments ?? [];
    expect(invitation?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const text = invitation?.content.replace(/\r\n /g, '') ?? '';
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain(`UID:course-${soon.id}@counselling.example.tw`);
    expect(text).toContain('TRIGGER:-PT10M');
    expect(text).toContain(`URL:${SITE}/rooms/room?courseId=${soon.id}`);
  });

  it('sends a reminder missed while the server was down only while the course has not started', async () => {
    const missedButUseful = await course(3);
    const alreadyStarted = await course(-1);
    await remindNow();
    expect(await deliveredTo(database, missedButUseful.client.email)).toHaveLength(1);
    expect(await deliveredTo(database, alreadyStarted.client.email)).toHaveLength(0);
    expect(await deliveredTo(database, alreadyStarted.counselor.email)).toHaveLength(0);
  });
});

describe('the day, hour and ten-minute reminders', () => {
  it('go out once each as the session nears, to the mailbox and by e-mail', async () => {
    const booked = await course(25 * 60);
    await remindNow();
    expect(await deliveredTo(database, booked.client.email)).toHaveLength(0);

    clock.advance(61 * MINUTE); // 23 h 59 min ahead: the day reminder
    await remindNow();
    await remindNow();
    let mails = await deliveredTo(database, booked.client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('諮商提醒');
    expect(mails[0]?.bodyText).toContain('陳怡君 諮商師');

    clock.advance(23 * HOUR); // 59 min ahead: the hour reminder
    await remindNow();
    await remindNow();
    expect(await deliveredTo(database, booked.client.email)).toHaveLength(2);

    clock.advance(50 * MINUTE); // 9 min ahead: the ten-minute reminder
    await remindNow();
    mails = await deliveredTo(database, booked.client.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.subject).toContain('10 分鐘後開始');
    expect(await deliveredTo(database, booked.counselor.email)).toHaveLength(3);
    expect(await inMailbox(booked.client.id)).toHaveLength(3);
    expect(await inMailbox(booked.counselor.id)).toHaveLength(3);
  });

  it('follow each flag: no e-mail or push the user turned off, the mailbox always', async () => {
    const booked = await course(50, {
      flags: { ...NO_FLAGS, useFcmCourseNotifyOneHour: true, useEmailCourseNotifyTenMinutes: true },
    });
    await remindNow(); // the hour reminder: push only
    expect(await deliveredTo(database, booked.client.email)).toHaveLength(0);
    const pushes = await pushesTo(booked.client.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.subject).toBe('諮商提醒');
    expect(pushes[0]?.bodyText).toContain(`/rooms/room?courseId=${booked.id}`);
    expect(await inMailbox(booked.client.id)).toHaveLength(1);

    clock.advance(42 * MINUTE); // 8 min ahead: the ten-minute one, e-mail only
    await remindNow();
    expect(await deliveredTo(database, booked.client.email)).toHaveLength(1);
    expect(await pushesTo(booked.client.id)).toHaveLength(1);
    expect(await inMailbox(booked.client.id)).toHaveLength(2);
  });

  it('also mail the alternate address, when the user has one', async () => {
    const booked = await course(30);
    const another = `another-${booked.client.id}@example.tw`;
    await db.update(users).set({ anotherEmail: another }).where(eq(users.id, booked.client.id));
    await remindNow();
    expect(await deliveredTo(database, booked.client.email)).toHaveLength(1);
    const [copy] = await deliveredTo(database, another);
    expect(copy?.bodyText).toContain(`${SITE}/rooms/room?courseId=${booked.id}`);
    expect(copy?.attachments).toHaveLength(1);
  });

  it('start again for a rescheduled course, and none are sent for its old time', async () => {
    const booked = await course(9);
    await remindNow();
    expect(await deliveredTo(database, booked.client.email)).toHaveLength(1);

    // Moved two days later before its start: reminded afresh for the new time.
    const newStart = inMinutes(48 * 60);
    await db
      .update(courses)
      .set({ startsAt: newStart, endsAt: new Date(newStart.getTime() + HOUR), updatedAt: clock.now() })
      .where(eq(courses.id, booked.id));
    clock.advance(5 * MINUTE); // the old time's reminders would be due now
    await remindNow();
    expect(await deliveredTo(database, booked.client.email)).toHaveLength(1);

    clock.advance(48 * 60 * MINUTE - 5 * MINUTE - 9 * MINUTE); // 9 min before the new start
    await remindNow();
    const mails = await deliveredTo(database, booked.client.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toContain('10 分鐘後開始');
  });

  it('are not sent for canceled, completed, waiting or unpaid courses', async () => {
    const statuses = [
      CourseStatus.Canceled,
      CourseStatus.Completed,
      CourseStatus.Waiting,
      CourseStatus.Unpaid,
    ];
    const skipped = await Promise.all(
      statuses.flatMap((status) => [
        course(5, { status }),
        course(45, { status }),
        course(20 * 60, { status }),
      ]),
    );
    await remindNow();
    for (const { client, counselor } of skipped) {
      expect(await deliveredTo(database, client.email)).toHaveLength(0);
      expect(await deliveredTo(database, counselor.email)).toHaveLength(0);
      expect(await inMailbox(client.id)).toHaveLength(0);
    }
  });

  it('send a missed reminder late only while it is still useful', async () => {
    // The server was down: each course's earlier reminders were missed.
    const inTwoHours = await course(120); // the day reminder is still useful
    const inHalfAnHour = await course(30); // the day reminder is not; the hour one is
    const inFiveMinutes = await course(5); // only the ten-minute one
    await remindNow();
    const subjects = async (email: string) =>
      (await deliveredTo(database, email)).map((mail) => mail.subject);
    expect(await subjects(inTwoHours.client.email)).toEqual([expect.stringContaining('諮商提醒')]);
    expect(await subjects(inHalfAnHour.client.email)).toEqual([expect.stringContaining('諮商提醒')]);
    expect(await subjects(inFiveMinutes.client.email)).toEqual([expect.stringContaining('10 分鐘後開始')]);
    const [hourMailbox] = await inMailbox(inHalfAnHour.client.id);
    expect(hourMailbox?.message).toContain('開始前 10 分鐘開放');
  });
});
