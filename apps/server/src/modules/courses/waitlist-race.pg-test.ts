import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { WAITLIST_OFFER_MINUTES } from '@app/contracts/waitlist';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, waitlistEntries, waitlistOffers } from '../../db/schema/courses.ts';
import { jobActor } from '../../platform/audit/audit-actor.ts';
import { attemptOutcome } from '../../test/attempt-outcome.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { jobsWorkedOff } from '../../test/outbox-delivery.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createBookableTopic, createPayingClient } from './booking-test-helpers.ts';
import { waitlistMatchQueue } from './waitlist.jobs.ts';

// Runs only on a real PostgreSQL server (project server-pg): PGlite runs one transaction at a
// time, so these races cannot happen there.
const testApp = await buildTestApp();
const { database, clock } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const ROUNDS = 5;
const actor = jobActor('test');
const origin = { ip: null, userAgent: null };
const anyTime = { weekdays: [0, 1, 2, 3, 4, 5, 6], fromTime: '00:00', toTime: '24:00' };

/** A counselor with one slot, booked; two clients waiting for it and one who will try to book it. */
async function bookedSlotWithWaitlist() {
  const topic = await createBookableTopic(testApp, { hours: 1 });
  const booker = await createPayingClient(testApp, services, 5_000);
  const { courseId } = await services.bookings.reserve({
    clientId: booker.id,
    input: { issueCourseId: topic.topicId, startTime: topic.firstSlot.toISOString(), agree: true },
    origin,
    actor,
  });
  const waiting = [
    await createPayingClient(testApp, services, 5_000),
    await createPayingClient(testApp, services, 5_000),
  ];
  for (const client of waiting) {
    await services.waitlist.join({
      clientId: client.id,
      input: { issueCourseId: topic.topicId, ...anyTime },
      actor,
    });
    clock.advance(1_000);
  }
  const outsider = await createPayingClient(testApp, services, 5_000);
  return { ...topic, booker, courseId, waiting, outsider };
}

/** Courses of the counselor that hold time (not canceled), and the open offers of their waitlist. */
async function holders(counselorId: string) {
  const live = await db
    .select({ id: courses.id, status: courses.status, clientId: courses.clientId })
    .from(courses)
    .where(and(eq(courses.counselorId, counselorId), ne(courses.status, CourseStatus.Canceled)));
  const open = await db
    .select({ courseId: waitlistOffers.courseId })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(eq(waitlistEntries.counselorId, counselorId), eq(waitlistOffers.outcome, 'open')));
  return { live, open };
}

describe('the waitlist under concurrent changes', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'a cancellation racing matches and a direct booking: the slot has one holder (round %i)',
    async () => {
      const slot = await bookedSlotWithWaitlist();
      const reserveFreedSlot = async () => {
        // Tries until the cancellation has committed, as a client refreshing the page would.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          try {
            return await services.bookings.reserve({
              clientId: slot.outsider.id,
              input: { issueCourseId: slot.topicId, startTime: slot.firstSlot.toISOString(), agree: true },
              origin,
              actor,
            });
          } catch {
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
        throw new Error('the slot never came free');
      };
      await Promise.allSettled([
        services.bookings.cancel({
          courseId: slot.courseId,
          caller: { userId: slot.booker.id, role: 'client', sessionId: 'test' },
          reason: '臨時有事',
          actor,
        }),
        services.waitlist.match(slot.counselor.id, actor),
        services.waitlist.match(slot.counselor.id, actor),
        reserveFreedSlot(),
        services.waitlist.sweep(actor),
      ]);
      await jobsWorkedOff(database, [waitlistMatchQueue.name]);
      const { live, open } = await holders(slot.counselor.id);
      // One course holds the time: the outsider's booking, or one offer to the first waiting client.
      expect(live).toHaveLength(1);
      const [holder] = live;
      if (holder?.status === CourseStatus.Waiting) {
        expect(holder.clientId).toBe(slot.waiting[0]?.id);
        expect(open).toEqual([{ courseId: holder.id }]);
      } else {
        expect(holder).toMatchObject({ status: CourseStatus.Init, clientId: slot.outsider.id });
        expect(open).toEqual([]);
      }
    },
  );

  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'accepting at the end of the hold races the lapse: taken or passed on, never both (round %i)',
    async () => {
      const slot = await bookedSlotWithWaitlist();
      await services.bookings.cancel({
        courseId: slot.courseId,
        caller: { userId: slot.booker.id, role: 'client', sessionId: 'test' },
        reason: '臨時有事',
        actor,
      });
      await jobsWorkedOff(database, [waitlistMatchQueue.name]);
      const [offered] = (await holders(slot.counselor.id)).open;
      const first = slot.waiting[0];
      if (!offered || !first) throw new Error('no offer made');
      // A second before the hold ends the accept may still win; the sweep lapses it once it has ended.
      clock.advance(WAITLIST_OFFER_MINUTES * 60_000 - 1_000);
      const accept = services.waitlist.accept({ clientId: first.id, courseId: offered.courseId, actor });
      clock.advance(1_000);
      const [accepted] = await Promise.all([
        attemptOutcome(accept),
        services.waitlist.sweep(actor),
        services.waitlist.sweep(actor),
      ]);
      expect(['ok', ErrorCode.WaitlistOfferClosed]).toContain(accepted);
      const { live, open } = await holders(slot.counselor.id);
      expect(live).toHaveLength(1);
      const [holder] = live;
      if (holder?.status === CourseStatus.Init) {
        expect(holder).toMatchObject({ id: offered.courseId, clientId: first.id });
        expect(open).toEqual([]);
      } else {
        // Lapsed: the slot went to the second client, and the first client paid nothing.
        expect(holder).toMatchObject({ status: CourseStatus.Waiting, clientId: slot.waiting[1]?.id });
        expect(open).toEqual([{ courseId: holder?.id }]);
        expect((await services.ledger.balances(first.id)).reservedAmount).toBe(5_000);
      }
    },
  );
});
