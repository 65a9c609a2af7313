import { ErrorCode } from '@app/contracts/error-codes';
import { ZLectureInputSchema } from '@app/contracts/lectures';
import { MailType } from '@app/contracts/mail';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { lectures, lectureSignups } from '../../db/schema/lectures.ts';
import { mails } from '../../db/schema/mail.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { attemptOutcome } from '../../test/attempt-outcome.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createUser } from '../../test/test-users.ts';
import { createPayingClient } from '../courses/booking-test-helpers.ts';
import { LECTURE_PRICE, lectureInput, signupBody } from './lecture-test-helpers.ts';

// Runs only on a real PostgreSQL server (project server-pg), where the sign-ups really run at the
// same moment on many connections.
const testApp = await buildTestApp();
const { database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const START_POINTS = 1_000;
const actor = (userId: string, role: 'client' | 'counselor') => ({
  userId,
  role,
  ip: null,
  requestId: 'test',
});

async function lectureOfSeats(seats: number) {
  const counselor = await createUser(database, { role: 'counselor', fullName: '陳怡君' });
  const { id } = await services.lectures.create({
    counselorId: counselor.id,
    input: ZLectureInputSchema.parse(lectureInput(clock.now(), { minMembers: 1, maxMembers: seats })),
    actor: actor(counselor.id, 'counselor'),
  });
  return id;
}

const signUp = (lectureId: string, clientId: string, email: string) =>
  attemptOutcome(
    services.lectures.signUp({
      lectureId,
      clientId,
      input: signupBody(email),
      actor: actor(clientId, 'client'),
    }),
  );

describe('clients signing up for one lecture at the same moment', () => {
  it('12 clients for 5 seats: 5 get one and pay, 7 are told it is full and keep their points', async () => {
    const id = await lectureOfSeats(5);
    const clients = await Promise.all(
      Array.from({ length: 12 }, () => createPayingClient(testApp, services, START_POINTS)),
    );
    const outcomes = await Promise.all(
      clients.map((client, index) => signUp(id, client.id, `racer${String(index)}@mail.example`)),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === ErrorCode.LectureFull)).toHaveLength(7);
    const [lecture] = await db.select().from(lectures).where(eq(lectures.id, id));
    expect(lecture?.memberCount).toBe(5);
    expect(await db.select().from(lectureSignups).where(eq(lectureSignups.lectureId, id))).toHaveLength(5);
    const balances = await Promise.all(clients.map((client) => services.ledger.balances(client.id)));
    const total = balances.reduce((sum, balance) => sum + balance.reservedAmount, 0);
    expect(total).toBe(12 * START_POINTS - 5 * LECTURE_PRICE);
  });

  it('one client signing up 5 times at once gets one seat and pays once', async () => {
    const id = await lectureOfSeats(10);
    const client = await createPayingClient(testApp, services, START_POINTS);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) => signUp(id, client.id, `again${String(index)}@mail.example`)),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === ErrorCode.LectureAlreadySignedUp)).toHaveLength(4);
    const [lecture] = await db.select().from(lectures).where(eq(lectures.id, id));
    expect(lecture?.memberCount).toBe(1);
    expect((await services.ledger.balances(client.id)).reservedAmount).toBe(START_POINTS - LECTURE_PRICE);
  });
});

describe('two instances settling the same deadline at once', () => {
  it('confirm each lecture once: one trail row, one mail 36 to each member', async () => {
    const id = await lectureOfSeats(5);
    const members = await Promise.all(
      Array.from({ length: 2 }, () => createPayingClient(testApp, services, START_POINTS)),
    );
    for (const [index, member] of members.entries())
      expect(await signUp(id, member.id, `settled${String(index)}@mail.example`)).toBe('ok');
    const [lecture] = await db.select().from(lectures).where(eq(lectures.id, id));
    const deadline = lecture!.signupDeadline;
    await Promise.all([
      services.lectures.settleDeadlines(jobActor('instance-a'), deadline),
      services.lectures.settleDeadlines(jobActor('instance-b'), deadline),
    ]);
    const [settled] = await db.select().from(lectures).where(eq(lectures.id, id));
    expect(settled?.status).toBe('confirmed');
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'lecture.confirmed')));
    expect(trail).toHaveLength(1);
    const told = await db
      .select()
      .from(mails)
      .where(
        and(
          inArray(
            mails.userId,
            members.map((member) => member.id),
          ),
          eq(mails.type, MailType.GroupCourseSuccess),
        ),
      );
    expect(told).toHaveLength(2);
  });
});
