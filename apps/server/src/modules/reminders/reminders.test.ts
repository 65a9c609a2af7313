import { CourseStatus } from '@app/contracts/enums';
import { MailType } from '@app/contracts/mail';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { mails } from '../../db/schema/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { runJobNow } from '../../test/run-job-now.ts';
import { createUser } from '../../test/test-users.ts';
import { insertCourse } from '../courses/course-test-helpers.ts';
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

/** Two parties who want the ten-minute reminder by e-mail too, and their course. */
async function course(startsInMinutes: number, status: (typeof CourseStatus)[keyof typeof CourseStatus] = 0) {
  const client = await createUser(database, { role: 'client', nickname: '小安' });
  const counselor = await createUser(database, { role: 'counselor', fullName: '陳怡君' });
  await db
    .update(users)
    .set({ useEmailCourseNotifyTenMinutes: true })
    .where(inArray(users.id, [client.id, counselor.id]));
  const id = await insertCourse(db, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: inMinutes(startsInMinutes),
    status,
  });
  return { id, client, counselor };
}

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

  it('leaves out the e-mail for a party who turned it off, and keeps the mailbox line', async () => {
    const soon = await course(8);
    await db.update(users).set({ useEmailCourseNotifyTenMinutes: false }).where(eq(users.id, soon.client.id));
    await remindNow();
    expect(await deliveredTo(database, soon.client.email)).toHaveLength(0);
    expect(await inMailbox(soon.client.id)).toHaveLength(1);
    expect(await deliveredTo(database, soon.counselor.email)).toHaveLength(1);
  });

  it('waits until a course is ten minutes away, and skips canceled and completed courses', async () => {
    const later = await course(25);
    const canceled = await course(5, CourseStatus.Canceled);
    const completed = await course(5, CourseStatus.Completed);
    await remindNow();
    expect(await deliveredTo(database, later.client.email)).toHaveLength(0);

    clock.advance(15 * MINUTE);
    await remindNow();
    expect(await deliveredTo(database, later.client.email)).toHaveLength(1);
    expect(await deliveredTo(database, later.counselor.email)).toHaveLength(1);
    for (const party of [canceled.client, canceled.counselor, completed.client, completed.counselor]) {
      expect(await deliveredTo(database, party.email)).toHaveLength(0);
    }
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
