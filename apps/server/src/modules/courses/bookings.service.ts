import { randomUUID } from 'node:crypto';
import {
  BOOKING_HOLD_MINUTES,
  clientCancelFee,
  NO_SHOW_COMPENSATION_POINTS,
  NO_SHOW_MINUTES,
  type TCancelCourseResult,
  type TCourseInformation,
  type TReserveCourseInput,
  type TReserveCourseResult,
} from '@app/contracts/courses';
import { ConsentAction } from '@app/contracts/consents';
import { CouponStatus } from '@app/contracts/coupons';
import { courseLengthTotalMinutes, CourseStatus, type TCourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { defaultApiLocale } from '@app/contracts/locale';
import { LedgerReason, maxBonusOffset } from '@app/contracts/wallet';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import { isDeadlock, isExclusionViolation } from '../../platform/db/postgres-errors.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { fieldError } from '../../platform/files/image-uploads.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TConsentOrigin } from '../consents/consents.service.ts';
import type { TIssueCoursesService } from '../issue-courses/issue-courses.service.ts';
import type { TRemindersService } from '../reminders/reminders.service.ts';
import type { TRoomsService } from '../rooms/rooms.service.ts';
import type { TScheduleService } from '../schedule/schedule.service.ts';
import { couponDiscount, couponStatusError } from '../wallet/coupons.service.ts';
import { ledgerAccount } from '../wallet/ledger.service.ts';
import {
  bookingMailboxMail,
  cancelConfirmationMail,
  type TBookingEvents,
  type TBookingNotice,
} from './booking.events.ts';
import { COURSE_SUBJECT, courseSummary } from './course-summary.ts';
import * as repo from './courses.repo.ts';

const MINUTE = 60_000;

/** Pages the notices link to. */
const CLIENT_NEXT = '/user/nextcourse';
const COUNSELOR_NEXT = '/counselor/nextcourse';

export type TBookingsService = ReturnType<typeof createBookingsService>;

type TTx = TServices;

/**
 * Booking a topic's slot, paying for it (at once or through a recharge while the slot is held),
 * cancelling, and the no-show rule. Every change of a course's status goes through
 * repo.transitionStatus (COURSE_STATUS_TRANSITIONS), in the transaction that moves its points.
 */
export function createBookingsService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'isPhoneVerified' | 'findUserSummaries'>;
  issueCourses: Pick<TIssueCoursesService, 'findBookable' | 'titles'>;
  schedule: Pick<TScheduleService, 'availableSlots'>;
  rooms: Pick<TRoomsService, 'firstEntries'>;
  invitations: Pick<TRemindersService, 'invitationOf'>;
  events: TBookingEvents;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  /** Names and addresses of both parties. */
  const partiesOf = async (tx: TTx, course: { clientId: string; counselorId: string }) => {
    const people = await tx.accounts.findUserSummaries([course.clientId, course.counselorId]);
    const client = people.get(course.clientId);
    const counselor = people.get(course.counselorId);
    return {
      client: { id: course.clientId, email: client?.email ?? '', nickname: client?.nickname ?? '' },
      counselor: {
        id: course.counselorId,
        email: counselor?.email ?? '',
        nickname: counselor?.fullName ?? counselor?.nickname ?? '',
      },
    };
  };

  const titleOf = async (
    tx: { issueCourses: Pick<TIssueCoursesService, 'titles'> },
    issueCourseId: string | null,
  ) => (issueCourseId ? ((await tx.issueCourses.titles([issueCourseId])).get(issueCourseId) ?? '') : '');

  const notice = (
    to: { email: string; nickname: string },
    rest: Omit<TBookingNotice, 'to' | 'nickname' | 'locale'>,
  ): TBookingNotice => ({ to: to.email, nickname: to.nickname, locale: defaultApiLocale, ...rest });

  /** Tells a party of a change in tx, by e-mail and in their mailbox on the site. */
  const tell = async (
    tx: TTx,
    to: { id: string; email: string; nickname: string },
    rest: Omit<TBookingNotice, 'to' | 'nickname' | 'locale'>,
  ) => {
    const told = notice(to, rest);
    await deps.events.notify(tx.unit.db, told);
    await tx.mail.sendMail(bookingMailboxMail(to.id, told));
  };

  /**
   * Takes `points` from the client (stored value first, then bonus points) to `to`, as one entry
   * keyed `key`; takes less when the client holds less. Answers what was taken.
   */
  const chargeClient = async (
    tx: TTx,
    options: {
      clientId: string;
      points: number;
      key: string;
      reason: typeof LedgerReason.CancellationFee | typeof LedgerReason.NoShowCompensation;
      referenceId: string;
      to: ReturnType<(typeof ledgerAccount)['storedValue']>;
    },
  ): Promise<number> => {
    const held = await tx.ledger.balances(options.clientId);
    const fromStored = Math.min(options.points, held.reservedAmount);
    const fromBonus = Math.min(options.points - fromStored, held.bonusAmount);
    const total = fromStored + fromBonus;
    if (total === 0) return 0;
    await tx.ledger.post({
      idempotencyKey: options.key,
      reason: options.reason,
      referenceId: options.referenceId,
      postings: [
        { account: ledgerAccount.storedValue(options.clientId), amount: -fromStored },
        { account: ledgerAccount.bonus(options.clientId), amount: -fromBonus },
        { account: options.to, amount: total },
      ].filter((posting) => posting.amount !== 0),
    });
    return total;
  };

  /**
   * Pays a booking from the ledger in tx: the coupon's use is taken, and one entry moves stored
   * value, bonus points and the coupon's share to the counselor's earnings. The caller has moved
   * the course to Init (or is inserting it so) in the same transaction.
   */
  const payBooking = async (
    tx: TTx,
    course: {
      id: string;
      clientId: string;
      counselorId: string;
      price: number;
      bonusPoints: number;
      couponCode: string | null;
    },
  ) => {
    let discount = 0;
    if (course.couponCode) {
      const applied = await tx.coupons.applyToPrice({
        userId: course.clientId,
        code: course.couponCode,
        price: course.price - course.bonusPoints,
        referenceId: course.id,
      });
      discount = applied.discount;
    }
    const paid = course.price - course.bonusPoints - discount;
    await tx.ledger.post({
      idempotencyKey: `booking:${course.id}`,
      reason: LedgerReason.BookingPayment,
      referenceId: course.id,
      postings: [
        { account: ledgerAccount.storedValue(course.clientId), amount: -paid },
        { account: ledgerAccount.bonus(course.clientId), amount: -course.bonusPoints },
        { account: ledgerAccount.couponExpense, amount: -discount },
        { account: ledgerAccount.counselorEarnings(course.counselorId), amount: course.price },
      ].filter((posting) => posting.amount !== 0),
    });
    return { discount, paid };
  };

  /** The coupon's share of a price if it can be used now; throws the coupon status's error otherwise. */
  const checkCoupon = async (tx: TTx, clientId: string, code: string, price: number) => {
    const checked = await tx.coupons.check(clientId, code);
    if (checked.status !== CouponStatus.Usable || checked.kind === null || checked.value === null) {
      const status = checked.status === CouponStatus.Usable ? CouponStatus.NotFound : checked.status;
      throw new AppError(couponStatusError[status], { internal: code });
    }
    return couponDiscount({ kind: checked.kind, value: checked.value }, price);
  };

  /** Whether a party of the course, or an expert, asks. */
  const mayRead = (course: repo.TCourseRow, caller: TRequestUser) =>
    caller.userId === course.clientId || caller.userId === course.counselorId || caller.role === 'expert';

  /**
   * In the transaction of a paid recharge made for a held booking: pays the booking if it is
   * still held (Unpaid → Init) and the stored value now covers it. When the hold was released
   * meanwhile, the points stay as stored value and the client is told by mail.
   */
  const payHeldInTransaction = async (
    tx: TTx,
    options: { courseId: string; clientId: string; points: number },
  ) => {
    const course = await repo.findCourse(tx.unit.db, options.courseId, { forUpdate: true });
    if (course?.clientId !== options.clientId) return 'not_found' as const;
    const now = deps.now();
    if (course.status !== CourseStatus.Unpaid) {
      const { client } = await partiesOf(tx, course);
      await tell(tx, client, {
        kind: 'holdReleased',
        counterpart: '',
        title: await titleOf(tx, course.issueCourseId),
        startsAt: course.startsAt,
        points: options.points,
        path: '/user/amount',
      });
      return 'released' as const;
    }
    const balances = await tx.ledger.balances(course.clientId);
    const due = course.price - course.bonusPoints - course.couponDiscount;
    if (balances.reservedAmount < due || balances.bonusAmount < course.bonusPoints) return 'short' as const;
    if (
      !(await repo.transitionStatus(tx.unit.db, {
        courseId: course.id,
        from: CourseStatus.Unpaid,
        to: CourseStatus.Init,
        now,
        set: { paidPoints: due, holdExpiresAt: null },
      }))
    )
      return 'released' as const;
    await payBooking(tx, course);
    await recordAudit(tx.unit.db, {
      actor: { userId: course.clientId, role: 'client', ip: null, requestId: 'recharge' },
      action: 'course.paid',
      subjectType: COURSE_SUBJECT,
      subjectId: course.id,
      details: { paid: due },
      at: now,
    });
    const { client, counselor } = await partiesOf(tx, course);
    await tell(tx, counselor, {
      kind: 'booked',
      counterpart: client.nickname,
      title: await titleOf(tx, course.issueCourseId),
      startsAt: course.startsAt,
      path: COUNSELOR_NEXT,
    });
    await tx.reminders.remindIfDue(course);
    return 'paid' as const;
  };

  return {
    payHeldInTransaction,

    /**
     * POST /Order/ReserveCourse: books the topic's slot for the client in one transaction. Paid
     * from the ledger when the stored value covers it (Init); otherwise held as Unpaid for
     * BOOKING_HOLD_MINUTES while the client recharges. The database's exclusion constraint is the
     * last word on the slot: its refusal answers SlotTaken.
     */
    async reserve(options: {
      clientId: string;
      input: TReserveCourseInput;
      origin: TConsentOrigin;
      actor: TAuditActor;
    }): Promise<TReserveCourseResult> {
      const { clientId, input } = options;
      const topic = await deps.issueCourses.findBookable(input.issueCourseId);
      if (!topic) throw new AppError(ErrorCode.NotFound, { internal: `topic ${input.issueCourseId}` });
      if (!(await deps.accounts.isPhoneVerified(clientId))) throw new AppError(ErrorCode.PhoneNotVerified);
      const bonusPoints = input.bonusPoints ?? 0;
      if (bonusPoints > maxBonusOffset(topic.price)) throw fieldError('bonusPoints', 'validation.bonus_cap');
      const startsAt = new Date(input.startTime);
      const endsAt = new Date(startsAt.getTime() + courseLengthTotalMinutes[topic.length] * MINUTE);
      // The slot as AvailableSlots offers it: service time, lead time, booking window, not busy.
      const offered = await deps.schedule.availableSlots({
        counselorId: topic.counselorId,
        courseLength: topic.length,
        from: startsAt,
        to: new Date(startsAt.getTime() + 1),
      });
      if (!offered.includes(startsAt.toISOString())) {
        throw new AppError(ErrorCode.SlotTaken, { internal: `slot ${input.startTime} not offered` });
      }
      const courseId = randomUUID();
      // Rendered before the transaction: the counselor's lock is held only for the writes.
      const people = await deps.accounts.findUserSummaries([clientId, topic.counselorId]);
      const counselorPerson = people.get(topic.counselorId);
      const booked = notice(
        {
          email: counselorPerson?.email ?? '',
          nickname: counselorPerson?.fullName ?? counselorPerson?.nickname ?? '',
        },
        {
          kind: 'booked',
          counterpart: people.get(clientId)?.nickname ?? '',
          title: topic.title,
          startsAt,
          path: COUNSELOR_NEXT,
        },
      );
      const bookedMail = await deps.events.render(booked);
      try {
        return await deps.withTransaction(async (tx) => {
          const now = deps.now();
          // Leave and bookings of one counselor change their time one at a time.
          await tx.accounts.lockUser(topic.counselorId);
          // Under the lock a booking committed first is seen: refuse early, without the insert.
          const taken = await repo.listBookedPeriods(tx.unit.db, {
            counselorId: topic.counselorId,
            from: startsAt,
            to: endsAt,
          });
          if (taken.length > 0)
            throw new AppError(ErrorCode.SlotTaken, { internal: `slot ${input.startTime} taken` });
          if (await tx.schedule.isOnLeave({ counselorId: topic.counselorId, from: startsAt, to: endsAt }))
            throw new AppError(ErrorCode.SlotUnavailable, { internal: `counselor on leave` });
          const balances = await tx.ledger.balances(clientId);
          if (bonusPoints > balances.bonusAmount) throw fieldError('bonusPoints', 'validation.bonus_cap');
          const couponCode = input.couponCode ? input.couponCode.toUpperCase() : null;
          const discount = couponCode
            ? await checkCoupon(tx, clientId, couponCode, topic.price - bonusPoints)
            : 0;
          const due = topic.price - bonusPoints - discount;
          const paysNow = balances.reservedAmount >= due;
          const holdExpiresAt = paysNow ? null : new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE);
          await repo.insertBooking(tx.unit.db, {
            id: courseId,
            issueCourseId: topic.id,
            clientId,
            counselorId: topic.counselorId,
            status: paysNow ? CourseStatus.Init : CourseStatus.Unpaid,
            length: topic.length,
            startsAt,
            endsAt,
            price: topic.price,
            bonusPoints,
            couponCode,
            couponDiscount: discount,
            paidPoints: paysNow ? due : 0,
            holdExpiresAt,
            now,
          });
          if (paysNow) {
            await payBooking(tx, {
              id: courseId,
              clientId,
              counselorId: topic.counselorId,
              price: topic.price,
              bonusPoints,
              couponCode,
            });
          }
          await tx.consents.record({
            userId: clientId,
            action: ConsentAction.Booking,
            context: `course:${courseId}`,
            origin: options.origin,
          });
          await recordAudit(tx.unit.db, {
            actor: options.actor,
            action: 'course.booked',
            subjectType: COURSE_SUBJECT,
            subjectId: courseId,
            details: { issueCourseId: topic.id, price: topic.price, bonusPoints, discount, paid: paysNow },
            at: now,
          });
          if (paysNow) {
            const invitation = deps.invitations.invitationOf(
              { id: courseId, startsAt, endsAt, updatedAt: now },
              'REQUEST',
              { role: 'client', name: people.get(clientId)?.nickname ?? '' },
            );
            await deps.events.queue(tx.unit.db, { ...bookedMail, attachments: [invitation] });
            await tx.mail.sendMail(bookingMailboxMail(topic.counselorId, booked));
            await tx.reminders.remindIfDue({ startsAt });
          }
          return {
            courseId,
            status: paysNow ? CourseStatus.Init : CourseStatus.Unpaid,
            price: topic.price,
            bonusPoints,
            couponDiscount: discount,
            paidPoints: paysNow ? due : 0,
            amountDue: paysNow ? 0 : due - balances.reservedAmount,
            holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
          };
        });
      } catch (error) {
        // Another booking took the time first: the constraint refused ours, or PostgreSQL ended
        // ours as the deadlock victim of two inserts waiting on each other.
        if (isExclusionViolation(error, 'courses_no_overlap') || isDeadlock(error)) {
          throw new AppError(ErrorCode.SlotTaken, { internal: `slot ${input.startTime} taken` });
        }
        throw error;
      }
    },

    /** Pays a held booking from the balance the client has now (after a recharge, or a coupon). */
    async payHeld(options: { courseId: string; clientId: string }) {
      return deps.withTransaction((tx) => payHeldInTransaction(tx, { ...options, points: 0 }));
    },

    /** The minute job: releases every held booking whose hold has ended (Unpaid → Canceled). */
    async releaseExpiredHolds(actor: TAuditActor): Promise<number> {
      const now = deps.now();
      const expired = await repo.listExpiredHolds(deps.db, now);
      let released = 0;
      for (const { id } of expired) {
        const done = await deps.withTransaction(async (tx) => {
          const changed = await repo.releaseHold(tx.unit.db, id, now);
          if (!changed) return false;
          await recordAudit(tx.unit.db, {
            actor,
            action: 'course.hold_released',
            subjectType: COURSE_SUBJECT,
            subjectId: id,
            at: now,
          });
          return true;
        });
        if (done) released += 1;
      }
      return released;
    },

    /**
     * POST /Course/{id}/Cancel by one of its parties, before it starts. The client pays
     * LATE_CANCEL_FEE_POINTS when it starts within 24 hours; a counselor's cancellation refunds the
     * client in full. The guarded status change and the refund share one transaction, so a
     * course is refunded at most once however many cancellations race.
     */
    async cancel(options: {
      courseId: string;
      caller: TRequestUser;
      reason: string;
      actor: TAuditActor;
    }): Promise<TCancelCourseResult> {
      const { caller } = options;
      return deps.withTransaction(async (tx) => {
        const course = await repo.findCourse(tx.unit.db, options.courseId);
        const byClient = course?.clientId === caller.userId;
        if (!course || (!byClient && course.counselorId !== caller.userId))
          throw new AppError(ErrorCode.NotFound, { internal: `course ${options.courseId} not the caller's` });
        const now = deps.now();
        const cancellable: TCourseStatus[] = [CourseStatus.Init, CourseStatus.Waiting, CourseStatus.Unpaid];
        if (!cancellable.includes(course.status) || course.startsAt <= now)
          throw new AppError(ErrorCode.CourseNotCancellable, { internal: `course ${course.id}` });
        const changed = await repo.transitionStatus(tx.unit.db, {
          courseId: course.id,
          from: course.status,
          to: CourseStatus.Canceled,
          now,
          set: { canceledAt: now, canceledBy: caller.userId, cancelReason: options.reason },
        });
        if (!changed)
          throw new AppError(ErrorCode.CourseNotCancellable, { internal: `course ${course.id} raced` });
        const refund = await tx.ledger.refundCoursePayment(course.id);
        const refunded = refund?.points ?? 0;
        const lateFee = byClient && refund ? clientCancelFee(course.startsAt, now) : 0;
        const fee =
          lateFee > 0
            ? await chargeClient(tx, {
                clientId: course.clientId,
                points: Math.min(lateFee, refunded),
                key: `cancel-fee:${course.id}`,
                reason: LedgerReason.CancellationFee,
                referenceId: course.id,
                to: ledgerAccount.feeRevenue,
              })
            : 0;
        await recordAudit(tx.unit.db, {
          actor: options.actor,
          action: 'course.canceled',
          subjectType: COURSE_SUBJECT,
          subjectId: course.id,
          details: { by: byClient ? 'client' : 'counselor', reason: options.reason, refunded, fee },
          at: now,
        });
        const { client, counselor } = await partiesOf(tx, course);
        const [canceller, other] = byClient ? [client, counselor] : [counselor, client];
        const title = await titleOf(tx, course.issueCourseId);
        const late = clientCancelFee(course.startsAt, now) > 0;
        // The other party hears why (mail 42); the one who cancelled, what it cost (1, 2 or 3).
        await tell(tx, other, {
          kind: 'canceled',
          counterpart: canceller.nickname,
          title,
          startsAt: course.startsAt,
          reason: options.reason,
          late,
          path: byClient ? COUNSELOR_NEXT : CLIENT_NEXT,
          attachments: [
            deps.invitations.invitationOf(
              { id: course.id, startsAt: course.startsAt, endsAt: course.endsAt, updatedAt: now },
              'CANCEL',
              { role: byClient ? 'client' : 'counselor', name: canceller.nickname },
            ),
          ],
        });
        await tx.mail.sendMail(
          cancelConfirmationMail(canceller.id, {
            by: byClient ? 'client' : 'counselor',
            late,
            counterpart: other.nickname,
            title,
            startsAt: course.startsAt,
            refunded: refunded - fee,
            fee,
            path: byClient ? CLIENT_NEXT : COUNSELOR_NEXT,
          }),
        );
        return {
          courseId: course.id,
          status: CourseStatus.Canceled,
          refundedPoints: refunded - fee,
          feePoints: fee,
        };
      });
    },

    /** GET /Course/Information/{id}: for the course's client, counselor, or an expert; 404 otherwise. */
    async information(courseId: string, caller: TRequestUser): Promise<TCourseInformation> {
      const course = await repo.findCourse(deps.db, courseId);
      if (!course || !mayRead(course, caller))
        throw new AppError(ErrorCode.NotFound, { internal: `course ${courseId} not the caller's` });
      const people = await deps.accounts.findUserSummaries([course.clientId, course.counselorId]);
      const title = await titleOf(deps, course.issueCourseId);
      const cancellable = [CourseStatus.Init, CourseStatus.Waiting, CourseStatus.Unpaid] as TCourseStatus[];
      const paid = course.status === CourseStatus.Init;
      return {
        ...courseSummary(course),
        issueCourse: course.issueCourseId ? { id: course.issueCourseId, title } : null,
        counselor: { id: course.counselorId, fullName: people.get(course.counselorId)?.fullName ?? '' },
        client: { id: course.clientId, nickName: people.get(course.clientId)?.nickname ?? '' },
        price: course.price,
        bonusPoints: course.bonusPoints,
        couponDiscount: course.couponDiscount,
        paidPoints: course.paidPoints,
        holdExpiresAt: course.holdExpiresAt?.toISOString() ?? null,
        canceledAt: course.canceledAt?.toISOString() ?? null,
        cancelReason: course.cancelReason,
        cancelFeeNow:
          caller.userId === course.clientId && paid && cancellable.includes(course.status)
            ? clientCancelFee(course.startsAt, deps.now())
            : 0,
      };
    },

    /**
     * The minute job's no-show rule (domain spec §7): a booked course whose start is more than
     * NO_SHOW_MINUTES past and that one party (or both) has not entered is voided: the payment is
     * refunded; a waiting client gets NO_SHOW_COMPENSATION_POINTS from the platform, a waiting
     * counselor gets them from the absent client's refund; mails 9, 10 or 17 go to both parties.
     */
    async voidNoShows(actor: TAuditActor): Promise<number> {
      const now = deps.now();
      const candidates = await repo.listNoShowCandidates(deps.db, {
        startedBy: new Date(now.getTime() - NO_SHOW_MINUTES * MINUTE),
        now,
      });
      let voided = 0;
      for (const { id } of candidates) {
        const entries = await deps.rooms.firstEntries(id);
        if (!entries) continue;
        const done = await deps.withTransaction(async (tx) => {
          const course = await repo.findCourse(tx.unit.db, id, { forUpdate: true });
          if (!course || course.noShowCheckedAt) return false;
          const deadline = course.startsAt.getTime() + NO_SHOW_MINUTES * MINUTE;
          const came = (at: Date | null) => at !== null && at.getTime() <= deadline;
          const clientCame = came(entries.client);
          const counselorCame = came(entries.counselor);
          await repo.markNoShowChecked(tx.unit.db, id, now);
          if (clientCame && counselorCame) return false;
          if (
            !(await repo.transitionStatus(tx.unit.db, {
              courseId: id,
              from: course.status,
              to: CourseStatus.Canceled,
              now,
              set: { canceledAt: now, cancelReason: 'no_show' },
            }))
          )
            return false;
          const refund = await tx.ledger.refundCoursePayment(id);
          const paid = refund !== null && course.price > 0;
          let compensation = 0;
          if (paid && clientCame && !counselorCame) {
            await tx.ledger.post({
              idempotencyKey: `no-show:${id}`,
              reason: LedgerReason.NoShowCompensation,
              referenceId: id,
              postings: [
                { account: ledgerAccount.compensationExpense, amount: -NO_SHOW_COMPENSATION_POINTS },
                { account: ledgerAccount.storedValue(course.clientId), amount: NO_SHOW_COMPENSATION_POINTS },
              ],
            });
            compensation = NO_SHOW_COMPENSATION_POINTS;
          } else if (paid && counselorCame && !clientCame) {
            compensation = await chargeClient(tx, {
              clientId: course.clientId,
              points: Math.min(NO_SHOW_COMPENSATION_POINTS, refund.points),
              key: `no-show:${id}`,
              reason: LedgerReason.NoShowCompensation,
              referenceId: id,
              to: ledgerAccount.counselorEarnings(course.counselorId),
            });
          }
          const kind = clientCame ? 'noShowCounselor' : counselorCame ? 'noShowClient' : 'noShowAll';
          await recordAudit(tx.unit.db, {
            actor,
            action: 'course.no_show',
            subjectType: COURSE_SUBJECT,
            subjectId: id,
            details: { clientCame, counselorCame, refunded: refund?.points ?? 0, compensation },
            at: now,
          });
          const { client, counselor } = await partiesOf(tx, course);
          const title = await titleOf(tx, course.issueCourseId);
          for (const [person, waiting, path] of [
            [client, clientCame, CLIENT_NEXT],
            [counselor, counselorCame, COUNSELOR_NEXT],
          ] as const) {
            await tell(tx, person, {
              kind,
              counterpart: '',
              title,
              startsAt: course.startsAt,
              points: waiting ? compensation : 0,
              path,
            });
          }
          return true;
        });
        if (done) voided += 1;
      }
      return voided;
    },
  };
}
