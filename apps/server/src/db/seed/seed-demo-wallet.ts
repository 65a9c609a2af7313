import { CourseStatus, CourseType, IssueCourseApproveStatus } from '@app/contracts/enums';
import { TRIAL_DEPOSIT_POINTS } from '@app/contracts/free-trial';
import { LedgerReason, PaymentProvider } from '@app/contracts/wallet';
import { and, eq, inArray, isNull, like, max, or, sql } from 'drizzle-orm';
import { bookingPaymentEntry } from '../../modules/courses/bookings.service.ts';
import { COURSE_SUBJECT } from '../../modules/courses/course-summary.ts';
import { lecturePaymentEntry, lectureRefundEntry } from '../../modules/lectures/lecture-ledger.ts';
import {
  ledgerAccount,
  createLedgerService,
  type TLedgerEntry,
  type TLedgerService,
} from '../../modules/wallet/ledger.service.ts';
import { createUnitOfWork } from '../../platform/db/unit-of-work.ts';
import type { Db, DbOrTx } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { courses } from '../schema/courses.ts';
import { issueCourses } from '../schema/issue-courses.ts';
import { coupons, ledgerEntries } from '../schema/wallet.ts';
import { recordDemoAudit } from './seed-demo-audit.ts';
import { demoLectureSignups } from './seed-demo-lectures.ts';
import { taipeiTime } from './taipei-time.ts';

/** A card recharge of a demo client's, keyed as the demo's own so that a second run posts nothing. */
function demoRecharge(clientId: string, key: string, amount: number, tradeNo?: string): TLedgerEntry {
  return {
    idempotencyKey: `demo:recharge:${key}`,
    reason: LedgerReason.Recharge,
    ...(tradeNo ? { referenceId: tradeNo } : {}),
    postings: [
      { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -amount },
      { account: ledgerAccount.storedValue(clientId), amount },
    ],
  };
}

/**
 * The demo client's own points: 5,000 from two card recharges, 300 bonus points from two grants,
 * and the free trial's deposit of a month ago, taken from the bonus points and refunded once it
 * took place. Their sessions are paid beside these (demoBookingPayments).
 */
function demoClientEntries(clientId: string, now: Date): TDatedStep[] {
  const recharge = (tradeNo: string, amount: number) => demoRecharge(clientId, tradeNo, amount, tradeNo);
  const bonus = (label: string, amount: number): TLedgerEntry => ({
    idempotencyKey: `demo:bonus:${label}`,
    reason: LedgerReason.BonusGrant,
    postings: [
      { account: ledgerAccount.bonusExpense, amount: -amount },
      { account: ledgerAccount.bonus(clientId), amount },
    ],
  });
  const trialDeposit: TLedgerEntry = {
    idempotencyKey: 'demo:trial-deposit',
    reason: LedgerReason.TrialDeposit,
    postings: [
      { account: ledgerAccount.bonus(clientId), amount: -TRIAL_DEPOSIT_POINTS },
      { account: ledgerAccount.trialDepositHeld, amount: TRIAL_DEPOSIT_POINTS },
    ],
  };
  const trialRefund: TLedgerEntry = {
    idempotencyKey: 'demo:trial-refund',
    reason: LedgerReason.TrialRefund,
    postings: trialDeposit.postings.map((posting) => ({ ...posting, amount: -posting.amount })),
  };
  const dated = (daysAgo: number, [hour, minute]: [number, number], entry: TLedgerEntry): TDatedStep => ({
    at: taipeiTime(now, -daysAgo, hour, minute),
    key: entry.idempotencyKey,
    post: async (ledgerAt, _db, at) => ((await ledgerAt(0).post(entry)).replayed ? null : at),
  });
  return [
    dated(40, [21, 37], bonus('trial-questionnaire', 200)),
    dated(33, [22, 8], trialDeposit),
    dated(31, [10, 21], trialRefund),
    dated(30, [20, 45], recharge('DEMO0000000000000001', 3_000)),
    dated(12, [12, 16], recharge('DEMO0000000000000002', 2_000)),
    dated(5, [9, 2], bonus('welcome-back', 100)),
  ];
}

/**
 * Something the demo posts at a moment of the past: `post` gets the ledger at that moment (or
 * `laterMs` after it, for a movement that follows) and answers the moment of the last movement it
 * posted, or null when it posted nothing new.
 */
type TDatedStep = {
  at: Date;
  /** The key of the one entry it posts, when it posts one: a step posted before is not run again. */
  key?: string;
  post: (ledgerAt: (laterMs: number) => TLedgerService, db: DbOrTx, at: Date) => Promise<Date | null>;
};

/**
 * The demo's points: the demo client's own movements and every demo session's payment, posted
 * through the ledger like any other movement, oldest first, each at its own time. A statement
 * lists movements in the order they were posted, so a step dated before the latest movement
 * already posted (a room course added by a later start, booked days before it) is posted at that
 * latest moment instead.
 */
export async function seedDemoWallet(db: Db, now: Date): Promise<void> {
  await seedDemoCoupons(db, now);
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.test'));
  if (!client) throw new Error('demo account client@demo.test is missing');
  const own = demoClientEntries(client.id, now);
  const posted = await db
    .select({ key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.idempotencyKey,
        own.flatMap((step) => (step.key ? [step.key] : [])),
      ),
    );
  const postedKeys = new Set(posted.map((row) => row.key));
  const steps = [
    ...own.filter((step) => !step.key || !postedKeys.has(step.key)),
    ...(await demoBookingPayments(db, now)),
    ...(await demoLecturePayments(db)),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const [last] = await db.select({ at: max(ledgerEntries.createdAt) }).from(ledgerEntries);
  let latest = last?.at?.getTime() ?? 0;
  // The ledger queues no after-commit work: nothing to hear of.
  const unit = createUnitOfWork(db, () => undefined);
  for (const step of steps) {
    const at = new Date(Math.max(step.at.getTime(), latest));
    const last = await unit.transaction((tx) =>
      step.post(
        (laterMs) =>
          createLedgerService({
            unit: tx,
            now: () => new Date(at.getTime() + laterMs),
            // The seed runs before anything is remembered; other instances hear the trigger.
            balanceCache: null,
            balancesChanged: () => undefined,
          }),
        tx.db,
        at,
      ),
    );
    if (last) latest = last.getTime();
  }
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * The demo's sessions are paid as bookings are. A course of a demo client's that a booking would
 * have paid (booked, under way, completed or canceled) and that no booking entry paid yet is paid
 * the way a client short of points pays: a card recharge of the price and the booking's entry to
 * the counselor's earnings, when it was booked. Those the seed made without a topic (its history
 * and the open rooms' courses each start adds) are given their counselor's published topic of
 * their length and its price first; the paid custom consultation keeps its price. A session the
 * counselor canceled was refunded in full a day after it was booked. The trail records the
 * booking, the completion and the cancellation as the client and the counselor made them.
 */
async function demoBookingPayments(db: Db, now: Date): Promise<TDatedStep[]> {
  const unpaid = await db
    .select({
      id: courses.id,
      type: courses.type,
      status: courses.status,
      length: courses.length,
      clientId: courses.clientId,
      counselorId: courses.counselorId,
      price: courses.price,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
      completedAt: courses.completedAt,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.clientId))
    .leftJoin(ledgerEntries, eq(ledgerEntries.idempotencyKey, sql`'booking:' || ${courses.id}`))
    .where(
      and(
        like(users.email, '%@demo.test'),
        isNull(ledgerEntries.id),
        isNull(courses.issueCourseId),
        or(
          and(
            eq(courses.type, CourseType.IssueCourse),
            eq(courses.price, 0),
            inArray(courses.status, [...PAID_STATUSES, CourseStatus.Canceled]),
          ),
          // A custom consultation held unpaid and then released was never paid: left out.
          and(eq(courses.type, CourseType.Treatment), inArray(courses.status, PAID_STATUSES)),
        ),
      ),
    );
  if (unpaid.length === 0) return [];
  const topics = await db
    .select({
      id: issueCourses.id,
      counselorId: issueCourses.counselorId,
      length: issueCourses.length,
      price: issueCourses.price,
    })
    .from(issueCourses)
    .where(
      inArray(issueCourses.approveStatus, [
        IssueCourseApproveStatus.Audited,
        IssueCourseApproveStatus.EditedUnderReview,
      ]),
    )
    .orderBy(issueCourses.createdAt);
  return unpaid.flatMap((course): TDatedStep[] => {
    const topic =
      course.type === CourseType.IssueCourse
        ? topics.find((one) => one.counselorId === course.counselorId && one.length === course.length)
        : undefined;
    const price = topic?.price ?? course.price;
    if (price === 0) return [];
    return [
      {
        // Never booked after now: an upcoming course may have been dated days after the seed ran.
        at: new Date(Math.min(course.createdAt.getTime(), now.getTime())),
        post: async (ledgerAt, tx, at) => {
          const canceledAt = new Date(at.getTime() + DAY);
          const canceled = course.status === CourseStatus.Canceled;
          await tx
            .update(courses)
            .set({
              ...(topic ? { issueCourseId: topic.id, price } : {}),
              paidPoints: price,
              createdAt: at,
              ...(canceled
                ? { canceledAt, canceledBy: course.counselorId, cancelReason: DEMO_CANCEL_REASON }
                : {}),
            })
            .where(eq(courses.id, course.id));
          await ledgerAt(0).post(demoRecharge(course.clientId, `booking:${course.id}`, price));
          await ledgerAt(0).post(bookingPaymentEntry({ ...course, price, bonusPoints: 0 }, 0));
          const client = { userId: course.clientId, role: 'client' } as const;
          const counselor = { userId: course.counselorId, role: 'counselor' } as const;
          const subject = { subjectType: COURSE_SUBJECT, subjectId: course.id };
          await recordDemoAudit(tx, client, {
            ...subject,
            action: 'course.booked',
            details: { issueCourseId: topic?.id ?? null, price, bonusPoints: 0, discount: 0, paid: true },
            at,
          });
          if (course.status === CourseStatus.Completed || course.status === CourseStatus.UnderProgress) {
            // The counselor opened the room a few minutes early.
            await recordDemoAudit(tx, counselor, {
              ...subject,
              action: 'course.started',
              at: new Date(course.startsAt.getTime() - 3 * MINUTE),
            });
          }
          if (course.status === CourseStatus.Completed) {
            await recordDemoAudit(tx, counselor, {
              ...subject,
              action: 'course.completed',
              at: course.completedAt ?? course.endsAt,
            });
          }
          if (!canceled) return at;
          await ledgerAt(DAY).refundCoursePayment(course.id);
          await recordDemoAudit(tx, counselor, {
            ...subject,
            action: 'course.canceled',
            details: { by: 'counselor', reason: DEMO_CANCEL_REASON, refunded: price, fee: 0 },
            at: canceledAt,
          });
          return canceledAt;
        },
      },
    ];
  });
}

/**
 * The demo lectures' sign-ups are paid as sign-ups are, each the way a client short of points pays:
 * a card recharge of the price, then the sign-up's payment to the counselor's earnings, when they
 * signed up. A sign-up refunded when its lecture was called off at the deadline is refunded then.
 */
async function demoLecturePayments(db: Db): Promise<TDatedStep[]> {
  const signups = await demoLectureSignups(db);
  const paid = new Set(
    (
      await db
        .select({ key: ledgerEntries.idempotencyKey })
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.idempotencyKey,
            signups.map(({ signup }) => lecturePaymentEntry({ ...signup, counselorId: '' }).idempotencyKey),
          ),
        )
    ).map((row) => row.key),
  );
  return signups.flatMap(({ signup, lecture }): TDatedStep[] => {
    const payment = { ...signup, counselorId: lecture.counselorId };
    if (paid.has(lecturePaymentEntry(payment).idempotencyKey)) return [];
    return [
      {
        at: signup.createdAt,
        post: async (ledgerAt, _db, at) => {
          await ledgerAt(0).post(demoRecharge(signup.clientId, `lecture-signup:${signup.id}`, signup.paid));
          await ledgerAt(0).post(lecturePaymentEntry(payment));
          if (signup.status !== 'refunded') return at;
          const refundedAt = new Date(Math.max(signup.updatedAt.getTime(), at.getTime()));
          await ledgerAt(refundedAt.getTime() - at.getTime()).post(lectureRefundEntry(payment));
          return refundedAt;
        },
      },
    ];
  });
}

/** Why counselor2 canceled the demo client's session. */
const DEMO_CANCEL_REASON = '臨時身體不適需要休息，很抱歉，歡迎改約其他時段。';

const PAID_STATUSES = [CourseStatus.Init, CourseStatus.UnderProgress, CourseStatus.Completed];

/**
 * The demo coupons (README): WELCOME200, 200 points once per client, for a year; CARE10, 10 % off
 * a booking; SPRING2025, expired. A coupon already there keeps its validity and uses.
 */
async function seedDemoCoupons(db: Db, now: Date): Promise<void> {
  const at = (days: number) => taipeiTime(now, days, 0);
  await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME200',
        kind: 'amount',
        value: 200,
        validFrom: at(-30),
        validUntil: at(365),
        totalCap: 1_000,
      },
      { code: 'CARE10', kind: 'percent', value: 10, validFrom: at(-30), validUntil: at(365), totalCap: 500 },
      {
        code: 'SPRING2025',
        kind: 'amount',
        value: 300,
        validFrom: at(-400),
        validUntil: at(-200),
        totalCap: 100,
      },
    ])
    .onConflictDoNothing({ target: coupons.code });
}
