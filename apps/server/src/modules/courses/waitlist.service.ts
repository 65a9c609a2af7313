import { timeOfDay, minutesOfDay } from '@app/contracts/schedule';
import type { TAuditAction, TAuditSubjectType } from '@app/contracts/audit';
import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  startsInWaitlistWindow,
  WAITLIST_OFFER_MINUTES,
  type TWaitlistEntry,
  type ZJoinWaitlistInputSchema,
} from '@app/contracts/waitlist';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TIssueCoursesService } from '../issue-courses/issue-courses.service.ts';
import { BOOKING_WINDOW_MONTHS } from '../schedule/schedule.service.ts';
import type { TBookingEvents } from './booking.events.ts';
import * as coursesRepo from './courses.repo.ts';
import * as repo from './waitlist.repo.ts';

const MINUTE = 60_000;
const ENTRY_SUBJECT: TAuditSubjectType = 'waitlist_entry';

export type TWaitlistService = ReturnType<typeof createWaitlistService>;

/**
 * The waitlist (docs/decisions.md "Waitlist"): clients wait for a counselor's topic on some days
 * and times; a freed slot that fits is offered to the first of them in the order they joined, held
 * for them as a Waiting course for WAITLIST_OFFER_MINUTES; a declined or lapsed offer goes to the
 * next. Every offer is made under the counselor's lock from the slots AvailableSlots answers then.
 */
export function createWaitlistService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'isPhoneVerified' | 'findUserSummaries'>;
  issueCourses: Pick<TIssueCoursesService, 'findBookable' | 'titles'>;
  events: Pick<TBookingEvents, 'matchWaitlist'>;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  /** The offer of a course and its entry when the caller is the entry's client; 404 otherwise. */
  const ownOffer = async (db: DbOrTx, courseId: string, clientId: string) => {
    const found = await repo.findOfferOfCourse(db, courseId);
    if (found?.entry.clientId !== clientId)
      throw new AppError(ErrorCode.NotFound, { internal: `offer of course ${courseId} not the caller's` });
    return found;
  };

  const audit = (
    tx: TServices,
    entry: { actor: TAuditActor; action: TAuditAction; entryId: string; details?: Record<string, unknown> },
  ) =>
    recordAudit(tx.unit.db, {
      actor: entry.actor,
      action: entry.action,
      subjectType: ENTRY_SUBJECT,
      subjectId: entry.entryId,
      ...(entry.details ? { details: entry.details } : {}),
      at: deps.now(),
    });

  /**
   * In tx: takes the counselor's lock (which bookings and leave take too), settles the offers
   * whose course moved on (paid, canceled, or hold lapsed), then offers each waiting entry
   * without an open offer, first joined first, the earliest slot that fits it and it was never
   * offered. Answers the number of offers made.
   */
  const matchInTransaction = async (tx: TServices, counselorId: string, actor: TAuditActor) => {
    await tx.accounts.lockUser(counselorId);
    const now = deps.now();
    const open = new Set<string>();
    for (const offer of await repo.listOpenOffers(tx.unit.db, counselorId)) {
      if (offer.courseStatus === CourseStatus.Waiting && offer.expiresAt > now) {
        open.add(offer.entryId);
        continue;
      }
      if (offer.courseStatus === CourseStatus.Waiting)
        await tx.bookings.releaseOffer(tx, { courseId: offer.courseId, reason: 'offer_lapsed' });
      const outcome =
        offer.courseStatus === CourseStatus.Waiting
          ? 'lapsed'
          : offer.courseStatus === CourseStatus.Canceled
            ? 'withdrawn'
            : 'accepted';
      await repo.closeOffer(tx.unit.db, { courseId: offer.courseId, outcome, now });
      if (outcome === 'accepted')
        await repo.setEntryStatus(tx.unit.db, { entryId: offer.entryId, from: 'waiting', to: 'booked', now });
      await audit(tx, { actor, action: `waitlist.offer_${outcome}`, entryId: offer.entryId });
    }
    const entries = (await repo.listWaitingEntries(tx.unit.db, counselorId)).filter(
      (entry) => !open.has(entry.id),
    );
    if (entries.length === 0) return 0;
    const offered = await repo.offeredStarts(
      tx.unit.db,
      entries.map((entry) => entry.id),
    );
    const windowEnd = new Date(now);
    windowEnd.setUTCMonth(windowEnd.getUTCMonth() + BOOKING_WINDOW_MONTHS);
    const holdUntil = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * MINUTE);
    let made = 0;
    for (const entry of entries) {
      const topic = await tx.issueCourses.findBookable(entry.issueCourseId);
      if (topic?.counselorId !== counselorId) continue;
      // Read afresh for each entry: the offers just made hold their slots.
      const slots = await tx.schedule.availableSlots({
        counselorId,
        courseLength: topic.length,
        from: now,
        to: windowEnd,
      });
      const start = slots.find(
        (slot) => !offered.has(`${entry.id}|${slot}`) && startsInWaitlistWindow(new Date(slot), entry),
      );
      if (!start) continue;
      const startsAt = new Date(start);
      const courseId = await tx.bookings.offerSlot(tx, {
        topic,
        clientId: entry.clientId,
        startsAt,
        holdUntil,
      });
      await repo.insertOffer(tx.unit.db, {
        entryId: entry.id,
        courseId,
        startsAt,
        expiresAt: holdUntil,
        createdAt: now,
      });
      await audit(tx, {
        actor,
        action: 'waitlist.offered',
        entryId: entry.id,
        details: { courseId, startsAt: start },
      });
      made += 1;
    }
    return made;
  };

  /** GET /Waitlist/Mine: the client's waiting entries, first joined first, each with its open offer. */
  const mine = async (clientId: string): Promise<TWaitlistEntry[]> => {
    const rows = await repo.listClientEntries(deps.db, clientId);
    const topicIds = [...new Set(rows.map((row) => row.entry.issueCourseId))];
    const counselorIds = [...new Set(rows.map((row) => row.entry.counselorId))];
    const [titles, people] = await Promise.all([
      deps.issueCourses.titles(topicIds),
      deps.accounts.findUserSummaries(counselorIds),
    ]);
    const now = deps.now();
    return rows.map(({ entry, offer }) => {
      const person = people.get(entry.counselorId);
      const { courseId, startsAt, endsAt, expiresAt, status, price } = offer ?? {};
      // An offer shows while its slot is held; a lapsed one waits for the matcher to settle it.
      const held =
        courseId && startsAt && endsAt && expiresAt && status === CourseStatus.Waiting && expiresAt > now
          ? {
              courseId,
              startTime: startsAt.toISOString(),
              endTime: endsAt.toISOString(),
              expiresAt: expiresAt.toISOString(),
              price: price ?? 0,
            }
          : null;
      return {
        id: entry.id,
        issueCourse: { id: entry.issueCourseId, title: titles.get(entry.issueCourseId) ?? '' },
        counselor: { id: entry.counselorId, fullName: person?.fullName ?? person?.nickname ?? '' },
        weekdays: entry.weekdays,
        fromTime: timeOfDay(entry.fromMinute),
        toTime: timeOfDay(entry.toMinute),
        createdAt: entry.createdAt.toISOString(),
        offer: held,
      };
    });
  };

  return {
    /**
     * POST /Waitlist: the client waits for a slot of a bookable topic on `weekdays` between
     * `fromTime` and `toTime` (Taipei). A phone must be verified, as for booking; one live entry
     * per topic. A slot that fits now is offered at once (the match is queued with the entry).
     */
    async join(options: {
      clientId: string;
      input: z.output<typeof ZJoinWaitlistInputSchema>;
      actor: TAuditActor;
    }): Promise<TWaitlistEntry> {
      const { clientId, input } = options;
      const topic = await deps.issueCourses.findBookable(input.issueCourseId);
      if (!topic) throw new AppError(ErrorCode.NotFound, { internal: `topic ${input.issueCourseId}` });
      if (!(await deps.accounts.isPhoneVerified(clientId))) throw new AppError(ErrorCode.PhoneNotVerified);
      const now = deps.now();
      try {
        const entryId = await deps.withTransaction(async (tx) => {
          const id = await repo.insertEntry(tx.unit.db, {
            clientId,
            counselorId: topic.counselorId,
            issueCourseId: topic.id,
            weekdays: input.weekdays,
            fromMinute: minutesOfDay(input.fromTime),
            toMinute: minutesOfDay(input.toTime),
            createdAt: now,
          });
          await audit(tx, {
            actor: options.actor,
            action: 'waitlist.joined',
            entryId: id,
            details: {
              issueCourseId: topic.id,
              weekdays: input.weekdays,
              from: input.fromTime,
              to: input.toTime,
            },
          });
          await deps.events.matchWaitlist(tx.unit.db, topic.counselorId);
          return id;
        });
        const entries = await mine(clientId);
        const joined = entries.find((entry) => entry.id === entryId);
        if (!joined) throw new Error(`waitlist entry ${entryId} not read back`);
        return joined;
      } catch (error) {
        if (isUniqueViolation(error, 'waitlist_entries_one_live'))
          throw new AppError(ErrorCode.WaitlistJoined, { internal: `topic ${topic.id}` });
        throw error;
      }
    },

    mine,

    /** DELETE /Waitlist/{id}: the client leaves; an open offer of the entry goes to the next client. */
    async leave(options: { clientId: string; entryId: string; actor: TAuditActor }): Promise<void> {
      const entry = await repo.findEntry(deps.db, options.entryId);
      if (entry?.clientId !== options.clientId || entry.status !== 'waiting')
        throw new AppError(ErrorCode.NotFound, { internal: `entry ${options.entryId} not the caller's` });
      await deps.withTransaction(async (tx) => {
        await tx.accounts.lockUser(entry.counselorId);
        if (
          !(await repo.setEntryStatus(tx.unit.db, {
            entryId: entry.id,
            from: 'waiting',
            to: 'left',
            now: deps.now(),
          }))
        )
          throw new AppError(ErrorCode.NotFound, { internal: `entry ${entry.id} left already` });
        const open = (await repo.listOpenOffers(tx.unit.db, entry.counselorId)).find(
          (offer) => offer.entryId === entry.id,
        );
        if (open) {
          await tx.bookings.releaseOffer(tx, { courseId: open.courseId, reason: 'offer_declined' });
          await repo.closeOffer(tx.unit.db, {
            courseId: open.courseId,
            outcome: 'declined',
            now: deps.now(),
          });
        }
        await audit(tx, { actor: options.actor, action: 'waitlist.left', entryId: entry.id });
        if (open) await matchInTransaction(tx, entry.counselorId, options.actor);
      });
    },

    /**
     * POST /Waitlist/Offer/{courseId}/Accept: books the offered slot, paid from the client's
     * stored value as a held booking is (Waiting → Init). A lapsed, declined or taken offer answers
     * WaitlistOfferClosed; a short balance InsufficientBalance (a recharge with this courseId
     * pays it while it is held).
     */
    async accept(options: { clientId: string; courseId: string; actor: TAuditActor }) {
      const found = await ownOffer(deps.db, options.courseId, options.clientId);
      return deps.withTransaction(async (tx) => {
        const course = await coursesRepo.findCourse(tx.unit.db, options.courseId, { forUpdate: true });
        const now = deps.now();
        if (course?.status !== CourseStatus.Waiting || !course.holdExpiresAt || course.holdExpiresAt <= now)
          throw new AppError(ErrorCode.WaitlistOfferClosed, { internal: `course ${options.courseId}` });
        const paid = await tx.bookings.payHeldInTransaction(tx, {
          courseId: course.id,
          clientId: options.clientId,
          points: 0,
        });
        if (paid === 'short')
          throw new AppError(ErrorCode.InsufficientBalance, {
            internal: `offer ${course.id}: balance short`,
          });
        if (paid !== 'paid')
          throw new AppError(ErrorCode.WaitlistOfferClosed, { internal: `course ${course.id} ${paid}` });
        await audit(tx, {
          actor: options.actor,
          action: 'waitlist.offer_accepted',
          entryId: found.entry.id,
          details: { courseId: course.id },
        });
        return { courseId: course.id, status: CourseStatus.Init };
      });
    },

    /** POST /Waitlist/Offer/{courseId}/Decline: frees the slot, which is offered to the next client at once. */
    async decline(options: { clientId: string; courseId: string; actor: TAuditActor }): Promise<void> {
      const found = await ownOffer(deps.db, options.courseId, options.clientId);
      await deps.withTransaction(async (tx) => {
        await tx.accounts.lockUser(found.entry.counselorId);
        const closed = () =>
          new AppError(ErrorCode.WaitlistOfferClosed, { internal: `course ${options.courseId}` });
        if (found.offer.expiresAt <= deps.now()) throw closed();
        if (!(await tx.bookings.releaseOffer(tx, { courseId: options.courseId, reason: 'offer_declined' })))
          throw closed();
        await repo.closeOffer(tx.unit.db, {
          courseId: options.courseId,
          outcome: 'declined',
          now: deps.now(),
        });
        await audit(tx, {
          actor: options.actor,
          action: 'waitlist.offer_declined',
          entryId: found.entry.id,
          details: { courseId: options.courseId },
        });
        await matchInTransaction(tx, found.entry.counselorId, options.actor);
      });
    },

    /** The waitlist-match job: offers the counselor's free slots to their waitlist; answers the offers made. */
    match(counselorId: string, actor: TAuditActor): Promise<number> {
      return deps.withTransaction((tx) => matchInTransaction(tx, counselorId, actor));
    },

    /**
     * The minute job: every waitlist again, one counselor a transaction. Lapsed offers go to the
     * next client; time freed without a queued match (leave ended, new service hours) is offered.
     */
    async sweep(actor: TAuditActor): Promise<number> {
      let made = 0;
      for (const counselorId of await repo.listCounselorsWaitedFor(deps.db)) {
        made += await deps.withTransaction((tx) => matchInTransaction(tx, counselorId, actor));
      }
      return made;
    },
  };
}
