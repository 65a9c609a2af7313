import { BOOKING_HOLD_MINUTES } from '@app/contracts/courses';
import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { LedgerReason, PaymentMethod, PaymentProvider } from '@app/contracts/wallet';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { ledgerEntries } from '../../db/schema/wallet.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { attemptOutcome } from '../../test/attempt-outcome.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { ecpayPaidNotice } from '../wallet/wallet-test-helpers.ts';
import { createBookableTopic, createPayingClient, HOUR, TOPIC_PRICE } from './booking-test-helpers.ts';

// Runs on PGlite (project server) and, with TEST_DATABASE_URL, on PostgreSQL too (project
// server-pg), where the bookings really run at the same moment on many connections.
const testApp = await buildTestApp();
const { database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const PARALLEL = 50;
const ROUNDS = 20;
const actor = (userId: string) => ({ userId, role: 'client' as const, ip: null, requestId: 'test' });
const origin = { ip: '127.0.0.1', userAgent: 'vitest' };

describe('booking one slot at the same moment', () => {
  it(`${String(PARALLEL)} clients booking one slot: exactly one succeeds, ${String(ROUNDS)} times`, async () => {
    // One counselor serving long enough for a slot of its own each round.
    const topic = await createBookableTopic(testApp, { hours: ROUNDS * 2 });
    const clients = await Promise.all(
      Array.from({ length: PARALLEL }, () => createPayingClient(testApp, services, ROUNDS * TOPIC_PRICE)),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const startTime = new Date(topic.firstSlot.getTime() + round * 2 * HOUR).toISOString();
      const results = await Promise.all(
        clients.map((client) =>
          attemptOutcome(
            services.bookings.reserve({
              clientId: client.id,
              input: { issueCourseId: topic.topicId, startTime, agree: true },
              origin,
              actor: actor(client.id),
            }),
          ),
        ),
      );
      expect(results.filter((result) => result === 'ok')).toHaveLength(1);
      expect(results.filter((result) => result === ErrorCode.SlotTaken)).toHaveLength(PARALLEL - 1);
    }
    const booked = await db.select().from(courses).where(eq(courses.counselorId, topic.counselor.id));
    expect(booked).toHaveLength(ROUNDS);
    // Exactly the winners paid: one payment each.
    const paid = await db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.referenceId,
          booked.map((course) => course.id),
        ),
      );
    expect(paid).toHaveLength(ROUNDS);
  }, 90_000);

  it('refuses a booking overlapping another by half an hour', async () => {
    const topic = await createBookableTopic(testApp);
    const [first, second] = await Promise.all([
      createPayingClient(testApp, services, TOPIC_PRICE),
      createPayingClient(testApp, services, TOPIC_PRICE),
    ]);
    const book = (clientId: string, start: Date) =>
      attemptOutcome(
        services.bookings.reserve({
          clientId,
          input: { issueCourseId: topic.topicId, startTime: start.toISOString(), agree: true },
          origin,
          actor: actor(clientId),
        }),
      );
    const results = await Promise.all([
      book(first!.id, topic.firstSlot),
      book(second!.id, new Date(topic.firstSlot.getTime() + HOUR / 2)),
    ]);
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === ErrorCode.SlotTaken)).toHaveLength(1);
  });

  it('confirm, hold expiry and cancel racing on one held booking end in one consistent state with at most one refund', async () => {
    const RACE_ROUNDS = 10;
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const topic = await createBookableTopic(testApp);
      const client = await createPayingClient(testApp, services, 0);
      const held = await services.bookings.reserve({
        clientId: client.id,
        input: { issueCourseId: topic.topicId, startTime: topic.firstSlot.toISOString(), agree: true },
        origin,
        actor: actor(client.id),
      });
      expect(held).toMatchObject({ status: CourseStatus.Unpaid, amountDue: TOPIC_PRICE });
      // The client opens a recharge for the held booking; its paid notice arrives as the hold ends.
      const { orderNo } = await services.recharges.create(
        client.id,
        {
          amount: TOPIC_PRICE,
          provider: PaymentProvider.TaiwanCard,
          method: PaymentMethod.Credit,
          courseId: held.courseId,
        },
        actor(client.id),
      );
      clock.advance(BOOKING_HOLD_MINUTES * 60_000);
      const [released, confirmed, canceled] = await Promise.all([
        services.bookings.releaseExpiredHolds(jobActor('test')),
        services.recharges.receiveResult(
          PaymentProvider.TaiwanCard,
          ecpayPaidNotice(orderNo, TOPIC_PRICE),
          jobActor('test'),
        ),
        attemptOutcome(
          services.bookings.cancel({
            courseId: held.courseId,
            caller: { userId: client.id, role: 'client', sessionId: 'test' },
            reason: 'race',
            actor: actor(client.id),
          }),
        ),
      ]);
      // The recharge is credited whatever became of the booking.
      expect(confirmed).toEqual({ accepted: true });
      expect([0, 1]).toContain(released);
      expect(['ok', ErrorCode.CourseNotCancellable]).toContain(canceled);
      // The hold was ended once at most: by the job or by the client, not both.
      expect(released + (canceled === 'ok' ? 1 : 0)).toBeLessThanOrEqual(1);

      const [course] = await db.select().from(courses).where(eq(courses.id, held.courseId));
      expect([CourseStatus.Init, CourseStatus.Canceled]).toContain(course?.status);
      const entries = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.referenceId, held.courseId));
      const payments = entries.filter((entry) => entry.reason === LedgerReason.BookingPayment);
      const refunds = entries.filter((entry) => entry.reason === LedgerReason.Refund);
      expect(payments.length).toBeLessThanOrEqual(1);
      expect(refunds.length).toBeLessThanOrEqual(1);
      // Nothing but the payment and its refund moves the course's points.
      expect(entries).toHaveLength(payments.length + refunds.length);
      const booked = course?.status === CourseStatus.Init;
      // A paid course holds one payment; a canceled one none, or one given back.
      expect(payments.length - refunds.length).toBe(booked ? 1 : 0);
      if (booked) expect(course).toMatchObject({ paidPoints: TOPIC_PRICE, holdExpiresAt: null });
      // The recharged points less what the course finally costs: nothing lost, nothing doubled.
      expect(await services.ledger.balances(client.id)).toMatchObject({
        reservedAmount: booked ? 0 : TOPIC_PRICE,
        bonusAmount: 0,
      });
      if (!booked) {
        // The freed slot can be booked again.
        const other = await createPayingClient(testApp, services, TOPIC_PRICE);
        const rebooked = await services.bookings.reserve({
          clientId: other.id,
          input: { issueCourseId: topic.topicId, startTime: topic.firstSlot.toISOString(), agree: true },
          origin,
          actor: actor(other.id),
        });
        expect(rebooked.status).toBe(CourseStatus.Init);
      }
    }
  }, 90_000);
});
