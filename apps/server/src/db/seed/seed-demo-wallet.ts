import { TRIAL_DEPOSIT_POINTS } from '@app/contracts/free-trial';
import { LedgerReason, PaymentProvider } from '@app/contracts/wallet';
import { CourseStatus } from '@app/contracts/enums';
import { and, eq } from 'drizzle-orm';
import {
  ledgerAccount,
  createLedgerService,
  type TLedgerEntry,
} from '../../modules/wallet/ledger.service.ts';
import { createUnitOfWork } from '../../platform/db/unit-of-work.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { courses } from '../schema/courses.ts';
import { customConsultationRequests } from '../schema/custom-consultations.ts';
import { coupons } from '../schema/wallet.ts';
import { taipeiTime } from './taipei-time.ts';

/**
 * The demo client's points: 5,000 from two card recharges, 300 bonus points from two grants, and
 * the free trial's deposit of a month ago, taken from the bonus points and refunded once it took
 * place.
 */
function demoClientEntries(clientId: string): TDatedEntry[] {
  const recharge = (tradeNo: string, amount: number): TLedgerEntry => ({
    idempotencyKey: `demo:recharge:${tradeNo}`,
    reason: LedgerReason.Recharge,
    referenceId: tradeNo,
    postings: [
      { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -amount },
      { account: ledgerAccount.storedValue(clientId), amount },
    ],
  });
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
  return [
    { daysAgo: 40, at: [21, 37], entry: bonus('trial-questionnaire', 200) },
    { daysAgo: 33, at: [22, 8], entry: trialDeposit },
    { daysAgo: 31, at: [10, 21], entry: trialRefund },
    { daysAgo: 30, at: [20, 45], entry: recharge('DEMO0000000000000001', 3_000) },
    { daysAgo: 12, at: [12, 16], entry: recharge('DEMO0000000000000002', 2_000) },
    { daysAgo: 5, at: [9, 2], entry: bonus('welcome-back', 100) },
  ];
}

/** A demo movement and when it happened: days before the seed's day, at a Taipei hour and minute. */
type TDatedEntry = { daysAgo: number; at: [hour: number, minute: number]; entry: TLedgerEntry };

/** Posts demo movements through the ledger like any other, each at its own time. */
async function postDated(unit: ReturnType<typeof createUnitOfWork>, now: Date, entries: TDatedEntry[]) {
  for (const { daysAgo, at, entry } of entries) {
    const ledger = createLedgerService({
      unit,
      now: () => taipeiTime(now, -daysAgo, ...at),
      // The seed runs before anything is remembered; other instances hear the trigger.
      balanceCache: null,
      balancesChanged: () => undefined,
    });
    await ledger.post(entry);
  }
}

/**
 * Posts the demo client's recharges and bonus grants through the ledger like any other movement.
 * Their idempotency keys are fixed, so a second run posts nothing.
 */
export async function seedDemoWallet(db: Db, now: Date): Promise<void> {
  await seedDemoCoupons(db, now);
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.test'));
  if (!client) throw new Error('demo account client@demo.test is missing');
  // The ledger queues no after-commit work: nothing to hear of.
  const unit = createUnitOfWork(db, () => undefined);
  await postDated(unit, now, demoClientEntries(client.id));
  await payDemoCustomConsultation(db, unit, client.id, now);
}

/**
 * The demo client's accepted custom consultation was paid: a recharge of its price six days ago
 * and the booking's payment to counselor1 (keyed as a booking's, booking:{course}) five days ago,
 * so the balance stays 5,000 and the course is paid as any booking is.
 */
async function payDemoCustomConsultation(
  db: Db,
  unit: ReturnType<typeof createUnitOfWork>,
  clientId: string,
  now: Date,
): Promise<void> {
  const [paid] = await db
    .select({ courseId: courses.id, price: courses.price, counselorId: courses.counselorId })
    .from(customConsultationRequests)
    .innerJoin(courses, eq(courses.id, customConsultationRequests.courseId))
    .where(and(eq(customConsultationRequests.clientId, clientId), eq(courses.status, CourseStatus.Init)));
  if (!paid) return;
  await postDated(unit, now, [
    {
      daysAgo: 6,
      at: [19, 52],
      entry: {
        idempotencyKey: 'demo:recharge:DEMO0000000000000003',
        reason: LedgerReason.Recharge,
        referenceId: 'DEMO0000000000000003',
        postings: [
          { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -paid.price },
          { account: ledgerAccount.storedValue(clientId), amount: paid.price },
        ],
      },
    },
    {
      daysAgo: 5,
      at: [8, 40],
      entry: {
        idempotencyKey: `booking:${paid.courseId}`,
        reason: LedgerReason.BookingPayment,
        referenceId: paid.courseId,
        postings: [
          { account: ledgerAccount.storedValue(clientId), amount: -paid.price },
          { account: ledgerAccount.counselorEarnings(paid.counselorId), amount: paid.price },
        ],
      },
    },
  ]);
}

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
