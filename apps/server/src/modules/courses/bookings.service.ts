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
import {
  CourseLength,
  courseLengthTotalMinutes,
  CourseStatus,
  CourseType,
  FreeCourseStatus,
  type TCourseLength,
  type TCourseStatus,
} from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  TRIAL_DEPOSIT_POINTS,
  type TReserveFreeCourseInput,
  type TReserveFreeCourseResult,
} from '@app/contracts/free-trial';
import { defaultApiLocale } from '@app/contracts/locale';
import { LedgerReason, maxBonusOffset } from '@app/contracts/wallet';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import { isDeadlock, isExclusionViolation } from '../../platform/db/postgres-errors.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { fieldError } from '../../platform/files/image-uploads.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';
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
import { ledgerAccount, type TLedgerEntry } from '../wallet/ledger.service.ts';
import {
  bookingMailboxMail,
  cancelConfirmationMail,
  type TBookingEvents,
  type TBookingNotice,
} from './booking.events.ts';
import { COURSE_SUBJECT, courseSummary } from './course-summary.ts';
import * as repo from './courses.repo.ts';
import * as waitlistRepo from './waitlist.repo.ts';

const MINUTE = 60_000;

/** Courses a party may cancel: booked or held. A waitlist offer (Waiting) is declined instead. */
const CANCELLABLE: TCourseStatus[] = [CourseStatus.Init, CourseStatus.Unpaid];
/** Courses holding a slot until paid: a booking held for a recharge, a slot offered from the waitlist. */
const HELD: TCourseStatus[] = [CourseStatus.Unpaid, CourseStatus.Waiting];

/** Pages the notices link to. */
const CLIENT_NEXT = '/user/nextcourse';
const COUNSELOR_NEXT = '/counselor/nextcourse';

/**
 * The ledger entry that pays a booking: the stored value paid, the bonus points and the coupon's
 * share (`discount`) moved to the counselor's earnings, keyed by the course so that it is paid once.
 */
export function bookingPaymentEntry(
  course: { id: string; clientId: string; counselorId: string; price: number; bonusPoints: number },
  discount: number,
): TLedgerEntry {
  const paid = course.price - course.bonusPoints - discount;
  return {
    idempotencyKey: `booking:${course.id}`,
    reason: LedgerReason.BookingPayment,
    referenceId: course.id,
    postings: [
      { account: ledgerAccount.storedValue(course.clientId), amount: -paid },
      { account: ledgerAccount.bonus(course.clientId), amount: -course.bonusPoints },
      { account: ledgerAccount.couponExpense, amount: -discount },
      { account: ledgerAccount.counselorEarnings(course.counselorId), amount: course.price },
    ].filter((posting) => posting.amount !== 0),
  };
}

/**
 * The error a failed booking transaction answers: SlotTaken when another booking took the time
 * first (the exclusion constraint refused ours, or PostgreSQL ended ours as the deadlock victim of
 * two inserts waiting on each other), the error itself otherwise.
 */
export function slotTakenOr(error: unknown, startTime: string): unknown {
  if (isExclusionViolation(error, 'courses_no_overlap') || isDeadlock(error))
    return new AppError(ErrorCode.SlotTaken, { internal: `slot ${startTime} taken` });
  return error;
}

export type TBookingsService = ReturnType<typeof createBookingsService>;

type TTx = TServices;

/**
 * Booking a topic's slot, paying for it (at once or through a recharge while the slot is held),
 * cancelling, and the no-show rule. Every change of a course's status goes through
 * repo.transitionStatus (COURSE_STATUS_TRANSITIONS), in the transaction that moves its points.
 */
export function createBookingsService(deps: {
  db: DbOrTx;
  accounts: Pick<
    TAccountsService,
    'isPhoneVerified' | 'findUserSummaries' | 'findPublicCounselor' | 'freeTrialStanding'
  >;
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
    await tx.ledger.post(bookingPaymentEntry(course, discount));
    return { discount, paid: course.price - course.bonusPoints - discount };
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

  /** In tx: the client's consent to the booking rules for this course, and the booking's audit row. */
  const recordBooking = async (
    tx: TTx,
    booked: {
      clientId: string;
      courseId: string;
      origin: TConsentOrigin;
      actor: TAuditActor;
      details: Record<string, unknown>;
      at: Date;
    },
  ) => {
    await tx.consents.record({
      userId: booked.clientId,
      action: ConsentAction.Booking,
      context: `course:${booked.courseId}`,
      origin: booked.origin,
    });
    await recordAudit(tx.unit.db, {
      actor: booked.actor,
      action: 'course.booked',
      subjectType: COURSE_SUBJECT,
      subjectId: booked.courseId,
      details: booked.details,
      at: booked.at,
    });
  };

  /** Whether a party of the course, or an expert, asks. */
  const mayRead = (course: repo.TCourseRow, caller: TRequestUser) =>
    caller.userId === course.clientId || caller.userId === course.counselorId || caller.role === 'expert';

  /**
   * In the transaction of a paid recharge made for a held booking, or of a waitlist offer
   * accepted: pays the booking if it is still held (Unpaid or Waiting → Init) and the stored
   * value now covers it; an offer paid so is accepted and its waitlist entry booked. When the
   * hold was released meanwhile, the points stay as stored value and the client is told by mail.
   */
  const payHeldInTransaction = async (
    tx: TTx,
    options: { courseId: string; clientId: string; points: number },
  ) => {
    const course = await repo.findCourse(tx.unit.db, options.courseId, { forUpdate: true });
    if (course?.clientId !== options.clientId) return 'not_found' as const;
    const now = deps.now();
    if (!HELD.includes(course.status)) {
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
        from: course.status,
        to: CourseStatus.Init,
        now,
        set: { paidPoints: due, holdExpiresAt: null },
      }))
    )
      return 'released' as const;
    await payBooking(tx, course);
    if (course.status === CourseStatus.Waiting) {
      const offered = await waitlistRepo.findOfferOfCourse(tx.unit.db, course.id);
      await waitlistRepo.closeOffer(tx.unit.db, { courseId: course.id, outcome: 'accepted', now });
      if (offered)
        await waitlistRepo.setEntryStatus(tx.unit.db, {
          entryId: offered.entry.id,
          from: 'waiting',
          to: 'booked',
          now,
        });
    }
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

  /** Refuses a start AvailableSlots does not offer (service time, lead time, window, not busy). */
  const checkOffered = async (
    counselorId: string,
    courseLength: TCourseLength,
    startsAt: Date,
    asked: string,
  ) => {
    const offered = await deps.schedule.availableSlots({
      counselorId,
      courseLength,
      from: startsAt,
      to: new Date(startsAt.getTime() + 1),
    });
    if (!offered.includes(startsAt.toISOString()))
      throw new AppError(ErrorCode.SlotTaken, { internal: `slot ${asked} not offered` });
  };

  /**
   * Under the counselor's lock (taken here): refuses a period a booking committed first or a
   * lecture the counselor hosts holds, or the counselor's leave covers, before any insert.
   */
  const claimPeriod = async (tx: TTx, counselorId: string, startsAt: Date, endsAt: Date, asked: string) => {
    // Leave, lectures and bookings of one counselor change their time one at a time.
    await tx.accounts.lockUser(counselorId);
    const period = { counselorId, from: startsAt, to: endsAt };
    const taken = await repo.listBookedPeriods(tx.unit.db, period);
    if (taken.length > 0 || (await tx.lectures.hostedPeriods(period)).length > 0)
      throw new AppError(ErrorCode.SlotTaken, { internal: `slot ${asked} taken` });
    if (await tx.schedule.isOnLeave(period))
      throw new AppError(ErrorCode.SlotUnavailable, { internal: `counselor on leave` });
  };

  /** Runs a booking's transaction; another booking taking the time first answers SlotTaken. */
  const booking = async <T>(asked: string, work: (tx: TTx) => Promise<T>): Promise<T> => {
    try {
      return await deps.withTransaction(work);
    } catch (error) {
      throw slotTakenOr(error, asked);
    }
  };

  return {
    payHeldInTransaction,

    /**
     * In tx, under the counselor's lock: holds a freed slot for a waitlisted client as a Waiting
     * course until `holdUntil` (courses_no_overlap keeps everyone else off it) and tells the
     * client by mail, in their mailbox and by push, with the page to accept it on.
     */
    async offerSlot(
      tx: TTx,
      offer: {
        topic: { id: string; title: string; counselorId: string; length: TCourseLength; price: number };
        clientId: string;
        startsAt: Date;
        holdUntil: Date;
      },
    ): Promise<string> {
      const { topic, startsAt } = offer;
      const now = deps.now();
      const courseId = randomUUID();
      await repo.insertBooking(tx.unit.db, {
        id: courseId,
        type: CourseType.IssueCourse,
        issueCourseId: topic.id,
        clientId: offer.clientId,
        counselorId: topic.counselorId,
        status: CourseStatus.Waiting,
        length: topic.length,
        startsAt,
        endsAt: new Date(startsAt.getTime() + courseLengthTotalMinutes[topic.length] * MINUTE),
        price: topic.price,
        bonusPoints: 0,
        couponCode: null,
        couponDiscount: 0,
        paidPoints: 0,
        holdExpiresAt: offer.holdUntil,
        now,
      });
      const { client, counselor } = await partiesOf(tx, {
        clientId: offer.clientId,
        counselorId: topic.counselorId,
      });
      await tell(tx, client, {
        kind: 'waitlistOffer',
        counterpart: counselor.nickname,
        title: topic.title,
        startsAt,
        holdUntil: offer.holdUntil,
        points: topic.price,
        path: CLIENT_NEXT,
      });
      const t = translator(defaultApiLocale, 'courses');
      await deps.events.push(tx.unit.db, {
        userId: offer.clientId,
        title: t('booking.waitlistOffer.push'),
        body: t('booking.waitlistOffer.pushBody', {
          time: sessionTime(startsAt, defaultApiLocale),
          until: sessionTime(offer.holdUntil, defaultApiLocale),
        }),
        link: CLIENT_NEXT,
      });
      return courseId;
    },

    /**
     * In tx: frees the slot of a waitlist offer that is still open (Waiting → Canceled), because
     * it lapsed (only once its hold has ended) or was declined. False when it had moved on.
     */
    releaseOffer(tx: TTx, options: { courseId: string; reason: 'offer_lapsed' | 'offer_declined' }) {
      const now = deps.now();
      return repo.transitionStatus(tx.unit.db, {
        courseId: options.courseId,
        from: CourseStatus.Waiting,
        to: CourseStatus.Canceled,
        now,
        set: { canceledAt: now, cancelReason: options.reason },
        ...(options.reason === 'offer_lapsed' ? { where: repo.holdEndedBy(now) } : {}),
      });
    },

    /**
     * In tx: holds a custom consultation's time for its client as an Unpaid course (CourseType
     * Treatment) until `holdExpiresAt`, under the same checks as a topic's booking; paying it is
     * payHeldInTransaction, and the minute job releases it unpaid. The caller maps a constraint's
     * refusal with slotTakenOr once the transaction has ended.
     */
    async holdTreatmentInTransaction(
      tx: TTx,
      hold: {
        clientId: string;
        counselorId: string;
        length: TCourseLength;
        startsAt: Date;
        price: number;
        holdExpiresAt: Date;
        actor: TAuditActor;
      },
    ): Promise<string> {
      const { startsAt } = hold;
      const asked = startsAt.toISOString();
      const endsAt = new Date(startsAt.getTime() + courseLengthTotalMinutes[hold.length] * MINUTE);
      // Read in tx: the caller's transaction holds the connection.
      const offered = await tx.schedule.availableSlots({
        counselorId: hold.counselorId,
        courseLength: hold.length,
        from: startsAt,
        to: new Date(startsAt.getTime() + 1),
      });
      if (!offered.includes(asked))
        throw new AppError(ErrorCode.SlotTaken, { internal: `slot ${asked} not offered` });
      await claimPeriod(tx, hold.counselorId, startsAt, endsAt, asked);
      const now = deps.now();
      const courseId = randomUUID();
      await repo.insertBooking(tx.unit.db, {
        id: courseId,
        type: CourseType.Treatment,
        issueCourseId: null,
        clientId: hold.clientId,
        counselorId: hold.counselorId,
        status: CourseStatus.Unpaid,
        length: hold.length,
        startsAt,
        endsAt,
        price: hold.price,
        bonusPoints: 0,
        couponCode: null,
        couponDiscount: 0,
        paidPoints: 0,
        holdExpiresAt: hold.holdExpiresAt,
        now,
      });
      await recordAudit(tx.unit.db, {
        actor: hold.actor,
        action: 'course.booked',
        subjectType: COURSE_SUBJECT,
        subjectId: courseId,
        details: { treatment: true, price: hold.price, paid: false },
        at: now,
      });
      return courseId;
    },

    /** Status, cancel reason, start and hold of these courses, by id: what became of a held course. */
    statesOf: (courseIds: string[]) => repo.findStates(deps.db, courseIds),

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
      await checkOffered(topic.counselorId, topic.length, startsAt, input.startTime);
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
      return booking(input.startTime, async (tx) => {
        const now = deps.now();
        await claimPeriod(tx, topic.counselorId, startsAt, endsAt, input.startTime);
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
          type: CourseType.IssueCourse,
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
        await recordBooking(tx, {
          clientId,
          courseId,
          origin: options.origin,
          actor: options.actor,
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
    },

    /**
     * POST /Order/ReserveFreeCourse: books a counselor's 20-minute slot as the client's free trial
     * (TestCourse, price 0) in one transaction: the trial quota is taken (a conditional update
     * under the client's row lock, so one quota books one trial however many requests race) and
     * TRIAL_DEPOSIT_POINTS move from the client's points (bonus points first, then stored value)
     * to the deposit held. Nothing is written when any of it is refused. The counselor is told
     * (mail 30).
     */
    async reserveFreeCourse(options: {
      clientId: string;
      input: TReserveFreeCourseInput;
      origin: TConsentOrigin;
      actor: TAuditActor;
    }): Promise<TReserveFreeCourseResult> {
      const { clientId, input } = options;
      const standing = await deps.accounts.freeTrialStanding(clientId);
      if (!standing) throw new AppError(ErrorCode.Forbidden, { internal: `${clientId} is no client` });
      if (!standing.phoneVerified) throw new AppError(ErrorCode.PhoneNotVerified);
      if (standing.freeCourseStatus !== FreeCourseStatus.AllComplete)
        throw new AppError(ErrorCode.FreeTrialStepsIncomplete);
      if (standing.freeCourseQuota < 1) throw new AppError(ErrorCode.FreeTrialQuotaUsed);
      const counselor = await deps.accounts.findPublicCounselor(input.counselorId);
      if (!counselor)
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${input.counselorId} not listed` });
      if (!counselor.acceptsFreeTrial) throw new AppError(ErrorCode.CounselorDeclinesFreeTrial);
      const startsAt = new Date(input.startTime);
      const endsAt = new Date(
        startsAt.getTime() + courseLengthTotalMinutes[CourseLength.TwentyMinutes] * MINUTE,
      );
      await checkOffered(counselor.id, CourseLength.TwentyMinutes, startsAt, input.startTime);
      const courseId = randomUUID();
      const people = await deps.accounts.findUserSummaries([clientId, counselor.id]);
      const booked = notice(
        { email: people.get(counselor.id)?.email ?? '', nickname: counselor.fullName },
        {
          kind: 'trialBooked',
          counterpart: people.get(clientId)?.nickname ?? '',
          title: '',
          startsAt,
          path: COUNSELOR_NEXT,
        },
      );
      const bookedMail = await deps.events.render(booked);
      return booking(input.startTime, async (tx) => {
        const now = deps.now();
        await claimPeriod(tx, counselor.id, startsAt, endsAt, input.startTime);
        const left = await tx.accounts.takeFreeCourseQuota(clientId);
        if (left === null) throw new AppError(ErrorCode.FreeTrialQuotaUsed);
        const held = await tx.ledger.balances(clientId);
        const fromBonus = Math.min(TRIAL_DEPOSIT_POINTS, held.bonusAmount);
        const fromStored = TRIAL_DEPOSIT_POINTS - fromBonus;
        if (fromStored > held.reservedAmount)
          throw new AppError(ErrorCode.InsufficientBalance, { internal: `trial deposit of ${clientId}` });
        await repo.insertBooking(tx.unit.db, {
          id: courseId,
          type: CourseType.TestCourse,
          issueCourseId: null,
          clientId,
          counselorId: counselor.id,
          status: CourseStatus.Init,
          length: CourseLength.TwentyMinutes,
          startsAt,
          endsAt,
          price: 0,
          bonusPoints: 0,
          couponCode: null,
          couponDiscount: 0,
          paidPoints: 0,
          holdExpiresAt: null,
          now,
        });
        // Keyed by the course, and reversed once by refundCoursePayment's key.
        await tx.ledger.post({
          idempotencyKey: `trial-deposit:${courseId}`,
          reason: LedgerReason.TrialDeposit,
          referenceId: courseId,
          postings: [
            { account: ledgerAccount.bonus(clientId), amount: -fromBonus },
            { account: ledgerAccount.storedValue(clientId), amount: -fromStored },
            { account: ledgerAccount.trialDepositHeld, amount: TRIAL_DEPOSIT_POINTS },
          ].filter((posting) => posting.amount !== 0),
        });
        await recordBooking(tx, {
          clientId,
          courseId,
          origin: options.origin,
          actor: options.actor,
          details: {
            trial: true,
            counselorId: counselor.id,
            deposit: TRIAL_DEPOSIT_POINTS,
            fromBonus,
            fromStored,
          },
          at: now,
        });
        const invitation = deps.invitations.invitationOf(
          { id: courseId, startsAt, endsAt, updatedAt: now },
          'REQUEST',
          { role: 'client', name: people.get(clientId)?.nickname ?? '' },
        );
        await deps.events.queue(tx.unit.db, { ...bookedMail, attachments: [invitation] });
        await tx.mail.sendMail(bookingMailboxMail(counselor.id, booked));
        await tx.reminders.remindIfDue({ startsAt });
        return {
          courseId,
          status: CourseStatus.Init,
          depositPoints: TRIAL_DEPOSIT_POINTS,
          freeCourseQuota: left,
        };
      });
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
      for (const { id, counselorId } of expired) {
        const done = await deps.withTransaction(async (tx) => {
          const changed = await repo.releaseHold(tx.unit.db, id, now);
          if (!changed) return false;
          await deps.events.matchWaitlist(tx.unit.db, counselorId);
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
        if (!CANCELLABLE.includes(course.status) || course.startsAt <= now)
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
        // The time is free again: the counselor's waitlist is offered it after the commit.
        await deps.events.matchWaitlist(tx.unit.db, course.counselorId);
        const refund = await tx.ledger.refundCoursePayment(course.id);
        const refunded = refund?.points ?? 0;
        const trial = course.type === CourseType.TestCourse;
        // A trial's deposit goes back whole, with the trial itself (docs/decisions.md: no late fee).
        if (trial) await tx.accounts.giveFreeCourseQuotaBack(course.clientId);
        const lateFee = byClient && refund && !trial ? clientCancelFee(course.startsAt, now) : 0;
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
        const late = !trial && clientCancelFee(course.startsAt, now) > 0;
        // The other party hears why (mail 42, a trial's 24); the one who cancelled, what it cost
        // (1, 2 or 3; a trial's 24).
        await tell(tx, other, {
          kind: trial ? 'trialCanceled' : 'canceled',
          counterpart: canceller.nickname,
          title,
          startsAt: course.startsAt,
          reason: options.reason,
          late,
          ...(trial ? { points: refunded } : {}),
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
            trial,
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
          caller.userId === course.clientId &&
          paid &&
          course.type !== CourseType.TestCourse &&
          CANCELLABLE.includes(course.status)
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
              set: { canceledAt: now, cancelReason: repo.NO_SHOW_REASON },
            }))
          )
            return false;
          const trial = course.type === CourseType.TestCourse;
          // A trial's deposit is kept when only the client stayed away; otherwise it goes back,
          // with the trial itself when the counselor did not come (docs/decisions.md).
          const keepsDeposit = trial && counselorCame && !clientCame;
          const kept = keepsDeposit ? await tx.ledger.forfeitTrialDeposit(id) : 0;
          const refund = keepsDeposit ? null : await tx.ledger.refundCoursePayment(id);
          if (trial && !counselorCame) await tx.accounts.giveFreeCourseQuotaBack(course.clientId);
          // No compensation for a trial (domain spec §7).
          const paid = refund !== null && course.price > 0 && !trial;
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
          const absent = clientCame ? 'Counselor' : counselorCame ? 'Client' : 'All';
          const kind = trial ? (`trialNoShow${absent}` as const) : (`noShow${absent}` as const);
          await recordAudit(tx.unit.db, {
            actor,
            action: 'course.no_show',
            subjectType: COURSE_SUBJECT,
            subjectId: id,
            details: { clientCame, counselorCame, refunded: refund?.points ?? 0, compensation, kept },
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
              points: trial ? (refund?.points ?? 0) : waiting ? compensation : 0,
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
