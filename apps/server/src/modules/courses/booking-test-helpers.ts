import { FreeCourseStatus, IssueCourseApproveStatus, VerifyStatus } from '@app/contracts/enums';
import { LedgerReason, PaymentProvider, TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import type { TMail } from '@app/contracts/mail';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';
import type { TTestApp } from '../../test/build-test-app.ts';
import { insertIssueCourse } from '../../test/test-issue-courses.ts';
import { createSignedInUser, signIn, type TTestUser } from '../../test/test-users.ts';
import type { TServices } from '../../services.ts';
import { ledgerAccount } from '../wallet/ledger.service.ts';

export const HOUR = 3_600_000;
/** The test topic's price (60 minutes). */
export const TOPIC_PRICE = 2400;

let recharges = 0;

/** Credits stored value to a client, as a paid recharge would. */
export async function creditPoints(services: TServices, clientId: string, points: number): Promise<void> {
  recharges += 1;
  await services.ledger.post({
    idempotencyKey: `test:recharge:${clientId}:${recharges}:${Date.now()}`,
    reason: LedgerReason.Recharge,
    postings: [
      { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -points },
      { account: ledgerAccount.storedValue(clientId), amount: points },
    ],
  });
}

/** Gives a client bonus points. */
export async function creditBonus(services: TServices, clientId: string, points: number): Promise<void> {
  recharges += 1;
  await services.ledger.post({
    idempotencyKey: `test:bonus:${clientId}:${recharges}:${Date.now()}`,
    reason: LedgerReason.BonusGrant,
    postings: [
      { account: ledgerAccount.bonusExpense, amount: -points },
      { account: ledgerAccount.bonus(clientId), amount: points },
    ],
  });
}

/**
 * A listed counselor serving `hours` hours from `fromHours` after the test clock's now (lead time
 * 4 hours), taking free trials when `acceptsFreeTrial`.
 */
export async function createServingCounselor(
  testApp: TTestApp,
  options: { fromHours?: number; hours?: number; acceptsFreeTrial?: boolean; fullName?: string } = {},
) {
  const db = testApp.database.db;
  const counselor = await createSignedInUser(testApp, {
    role: 'counselor',
    fullName: options.fullName ?? '林諮商',
  });
  await db
    .update(counselorProfiles)
    .set({
      verifyStatus: VerifyStatus.Verified,
      canReserveAfter: 4,
      acceptsFreeTrial: options.acceptsFreeTrial ?? false,
    })
    .where(eq(counselorProfiles.userId, counselor.id));
  const start = testApp.clock.now().getTime() + (options.fromHours ?? 48) * HOUR;
  await db.insert(counselorScheduleSlots).values({
    counselorId: counselor.id,
    startsAt: new Date(start),
    endsAt: new Date(start + (options.hours ?? 6) * HOUR),
  });
  return { counselor, firstSlot: new Date(start) };
}

/** A listed counselor (createServingCounselor) with an approved 60-minute topic of TOPIC_PRICE points. */
export async function createBookableTopic(
  testApp: TTestApp,
  options: { fromHours?: number; hours?: number } = {},
) {
  const { counselor, firstSlot } = await createServingCounselor(testApp, options);
  const topicId = await insertIssueCourse(testApp.database, {
    counselorId: counselor.id,
    title: '焦慮與壓力',
    approveStatus: IssueCourseApproveStatus.Audited,
    changedAt: testApp.clock.now(),
  });
  return { counselor, topicId, firstSlot };
}

/** A signed-in client with a verified phone and `points` of stored value. */
export async function createPayingClient(testApp: TTestApp, services: TServices, points: number) {
  const client = await createSignedInUser(testApp, { role: 'client' });
  await testApp.database.db
    .update(users)
    .set({
      phone: `+8869${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      phoneVerifiedAt: testApp.clock.now(),
    })
    .where(eq(users.id, client.id));
  if (points > 0) await creditPoints(services, client.id, points);
  return client;
}

/**
 * A client who finished the free trial's steps: phone verified, AllComplete, one trial to book
 * and the steps' bonus points (TRIAL_BONUS_POINTS, which pay the trial's deposit), plus `points`
 * of stored value.
 */
export async function createTrialClient(testApp: TTestApp, services: TServices, points = 0) {
  const client = await createPayingClient(testApp, services, points);
  await testApp.database.db
    .update(users)
    .set({ freeCourseStatus: FreeCourseStatus.AllComplete, freeCourseQuota: 1 })
    .where(eq(users.id, client.id));
  await creditBonus(services, client.id, TRIAL_BONUS_POINTS);
  return client;
}

/** What the user reads in their mailbox on the site (GET /Mail), newest first. */
export async function readMailbox(testApp: TTestApp, user: TTestUser) {
  const response = await testApp.app.inject({ url: '/api/zh-tw/Mail', headers: await signIn(testApp, user) });
  expect(response.statusCode).toBe(200);
  const records = response.json().data.records as TMail[];
  return records.map(({ type, message, link }) => ({ type, message, link }));
}
