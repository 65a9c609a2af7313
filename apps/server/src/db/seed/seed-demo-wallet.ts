import { LedgerReason, PaymentProvider } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import {
  ledgerAccount,
  createLedgerService,
  type TLedgerEntry,
} from '../../modules/wallet/ledger.service.ts';
import { createUnitOfWork } from '../../platform/db/unit-of-work.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';

const DAY = 24 * 3600 * 1000;

/** The demo client's points: 5,000 from two card recharges, 300 bonus points from two grants. */
function demoClientEntries(clientId: string): { daysAgo: number; entry: TLedgerEntry }[] {
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
  return [
    { daysAgo: 40, entry: bonus('trial-questionnaire', 200) },
    { daysAgo: 30, entry: recharge('DEMO0000000000000001', 3_000) },
    { daysAgo: 12, entry: recharge('DEMO0000000000000002', 2_000) },
    { daysAgo: 5, entry: bonus('welcome-back', 100) },
  ];
}

/**
 * Posts the demo client's recharges and bonus grants through the ledger like any other movement.
 * Their idempotency keys are fixed, so a second run posts nothing.
 */
export async function seedDemoWallet(db: Db, now: Date): Promise<void> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.test'));
  if (!client) throw new Error('demo account client@demo.test is missing');
  // The ledger queues no after-commit work: nothing to hear of.
  const unit = createUnitOfWork(db, () => undefined);
  for (const { daysAgo, entry } of demoClientEntries(client.id)) {
    const ledger = createLedgerService({
      unit,
      now: () => new Date(now.getTime() - daysAgo * DAY),
      // The seed runs before anything is remembered; other instances hear the trigger.
      balanceCache: null,
      balancesChanged: () => undefined,
    });
    await ledger.post(entry);
  }
}
