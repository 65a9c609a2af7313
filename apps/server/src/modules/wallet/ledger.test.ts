import { ErrorCode } from '@app/contracts/error-codes';
import { LedgerReason, PaymentProvider } from '@app/contracts/wallet';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema/wallet.ts';
import { attemptOutcome } from '../../test/attempt-outcome.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createUser } from '../../test/test-users.ts';
import { refusalCode } from '../audit/audit-test-helpers.ts';
import { ledgerAccount, type TLedgerEntry } from './ledger.service.ts';

// Runs on PGlite and, in the server-pg project, on a real PostgreSQL server, where the parallel
// transactions below really run at the same time.
const testApp = await buildTestApp();
const { database } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

let keys = 0;
const key = (label: string) => `test:${label}:${++keys}:${Date.now()}`;

const recharge = (userId: string, amount: number, idempotencyKey = key('recharge')): TLedgerEntry => ({
  idempotencyKey,
  reason: LedgerReason.Recharge,
  postings: [
    { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -amount },
    { account: ledgerAccount.storedValue(userId), amount },
  ],
});

const purchase = (clientId: string, counselorId: string, amount: number): TLedgerEntry => ({
  idempotencyKey: key('purchase'),
  reason: LedgerReason.BookingPayment,
  postings: [
    { account: ledgerAccount.storedValue(clientId), amount: -amount },
    { account: ledgerAccount.counselorEarnings(counselorId), amount },
  ],
});

/** Posts in a transaction of its own, as a caller's request would. */
const postAlone = (entry: TLedgerEntry) => services.withTransaction((tx) => tx.ledger.post(entry));

/** The error code an attempt ended with: AppError's, or PostgreSQL's SQLSTATE. */
const outcome = (attempt: Promise<unknown>): Promise<number | string | 'ok'> =>
  attemptOutcome(attempt).catch(
    async (error: unknown) => (await refusalCode(Promise.reject(error))) ?? 'unknown',
  );

async function newClient() {
  return (await createUser(database, { role: 'client' })).id;
}

/** Every account's balance equals the sum of its postings, and the whole ledger sums to zero. */
async function expectLedgerWhole() {
  const mismatched = await db.execute(sql`
    select a.id from ledger_accounts a
    left join ledger_postings p on p.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`);
  expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts);
  expect(Number(total?.sum)).toBe(0);
}

describe('ledger.post', () => {
  it('credits a recharge to the client and shows it as their balance, with the balance after each movement', async () => {
    const client = await newClient();
    await postAlone(recharge(client, 1_000));
    await postAlone(recharge(client, 500));
    expect(await services.ledger.balances(client)).toEqual({ reservedAmount: 1_500, bonusAmount: 0 });
    const statement = await services.ledger.statement(client, 1);
    expect(statement.movements.items.map(({ amount, balanceAfter }) => [amount, balanceAfter])).toEqual([
      [500, 1_500],
      [1_000, 1_000],
    ]);
    await expectLedgerWhole();
  });

  it('lets exactly 10 of 20 parallel 100-point purchases through a 1,000-point balance', async () => {
    const client = await newClient();
    const counselor = (await createUser(database, { role: 'counselor' })).id;
    await postAlone(recharge(client, 1_000));

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => outcome(postAlone(purchase(client, counselor, 100)))),
    );
    expect(outcomes.filter((result) => result === 'ok')).toHaveLength(10);
    expect(outcomes.filter((result) => result === ErrorCode.InsufficientBalance)).toHaveLength(10);
    expect((await services.ledger.balances(client)).reservedAmount).toBe(0);
    await expectLedgerWhole();
  });

  it('posts an entry once however often and however concurrently its idempotency key comes', async () => {
    const client = await newClient();
    const tradeNo = key('trade');
    const first = await postAlone(recharge(client, 300, tradeNo));
    for (let i = 0; i < 10; i += 1) {
      expect(await postAlone(recharge(client, 300, tradeNo))).toEqual({
        entryId: first.entryId,
        replayed: true,
      });
    }
    const concurrentKey = key('trade');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postAlone(recharge(client, 700, concurrentKey))),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect((await services.ledger.balances(client)).reservedAmount).toBe(1_000);
  });

  it('leaves everything as it was when a purchase would overdraw, including the rest of the transaction', async () => {
    const client = await newClient();
    const counselor = (await createUser(database, { role: 'counselor' })).id;
    await postAlone(recharge(client, 100));
    const attempt = services.withTransaction(async (tx) => {
      await tx.ledger.post(recharge(client, 50));
      await tx.ledger.post(purchase(client, counselor, 200));
    });
    expect(await outcome(attempt)).toBe(ErrorCode.InsufficientBalance);
    expect((await services.ledger.balances(client)).reservedAmount).toBe(100);
    expect((await services.ledger.balances(counselor)).reservedAmount).toBe(0);
  });

  it('is refused by the database when the postings do not sum to zero, and nothing is kept', async () => {
    const client = await newClient();
    const unbalanced: TLedgerEntry = {
      idempotencyKey: key('unbalanced'),
      reason: LedgerReason.Recharge,
      postings: [
        { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -100 },
        { account: ledgerAccount.storedValue(client), amount: 101 },
      ],
    };
    expect(await outcome(postAlone(unbalanced))).toBe('23514');
    const lonely: TLedgerEntry = {
      idempotencyKey: key('one-sided'),
      reason: LedgerReason.BonusGrant,
      postings: [{ account: ledgerAccount.bonus(client), amount: 200 }],
    };
    expect(await outcome(postAlone(lonely))).toBe('23514');
    expect(await services.ledger.balances(client)).toEqual({ reservedAmount: 0, bonusAmount: 0 });
    const kept = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, unbalanced.idempotencyKey));
    expect(kept).toEqual([]);
  });

  it('refuses a reason it does not know', async () => {
    const client = await newClient();
    const entry = { ...recharge(client, 100), reason: 'gift' } as unknown as TLedgerEntry;
    expect(await outcome(postAlone(entry))).toBe('23514');
  });
});

describe('the ledger tables', () => {
  it('refuse to change or remove an entry or a posting, and to move a balance other than by a posting', async () => {
    const client = await newClient();
    const { entryId } = await postAlone(recharge(client, 400));
    expect(
      await refusalCode(
        db.update(ledgerEntries).set({ reason: 'refund' }).where(eq(ledgerEntries.id, entryId)),
      ),
    ).toBe('55000');
    expect(await refusalCode(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entryId)))).toBe('55000');
    expect(
      await refusalCode(
        db.update(ledgerPostings).set({ amount: 4_000 }).where(eq(ledgerPostings.entryId, entryId)),
      ),
    ).toBe('55000');
    expect(await refusalCode(db.delete(ledgerPostings).where(eq(ledgerPostings.entryId, entryId)))).toBe(
      '55000',
    );
    expect(await refusalCode(db.execute(sql`truncate table ledger_postings`))).toBe('55000');
    expect(
      await refusalCode(
        db.update(ledgerAccounts).set({ balance: 1_000_000 }).where(eq(ledgerAccounts.ownerUserId, client)),
      ),
    ).toBe('55000');
    expect(await refusalCode(db.delete(ledgerAccounts).where(eq(ledgerAccounts.ownerUserId, client)))).toBe(
      '55000',
    );
    expect((await services.ledger.balances(client)).reservedAmount).toBe(400);
  });

  it('refuse a posting written past the service that would overdraw a user account', async () => {
    const client = await newClient();
    await postAlone(recharge(client, 100));
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerUserId, client));
    const attempt = db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({ idempotencyKey: key('raw'), reason: LedgerReason.Refund, createdAt: new Date() })
        .returning();
      await tx.insert(ledgerPostings).values({ entryId: entry!.id, accountId: account!.id, amount: -101 });
    });
    expect(await refusalCode(attempt)).toBe('23514');
    expect((await services.ledger.balances(client)).reservedAmount).toBe(100);
  });
});

describe('random concurrent movements', () => {
  it('keep every balance non-negative and equal to the sum of its postings', async () => {
    const counselor = (await createUser(database, { role: 'counselor' })).id;
    const clients = [await newClient(), await newClient()];
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('recharge' as const),
        client: fc.nat(1),
        amount: fc.integer({ min: 1, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('purchase' as const),
        client: fc.nat(1),
        amount: fc.integer({ min: 1, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('refund' as const),
        client: fc.nat(1),
        amount: fc.integer({ min: 1, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('fee' as const),
        client: fc.nat(1),
        amount: fc.integer({ min: 1, max: 5 }),
      }),
    );
    const toEntry = (op: { kind: string; client: number; amount: number }): TLedgerEntry => {
      const client = clients[op.client]!;
      const points = op.amount * 100;
      if (op.kind === 'recharge') return recharge(client, points);
      if (op.kind === 'purchase') return purchase(client, counselor, points);
      const other =
        op.kind === 'refund' ? ledgerAccount.counselorEarnings(counselor) : ledgerAccount.feeRevenue;
      const sign = op.kind === 'refund' ? 1 : -1;
      return {
        idempotencyKey: key(op.kind),
        reason: op.kind === 'refund' ? LedgerReason.Refund : LedgerReason.CancellationFee,
        postings: [
          { account: ledgerAccount.storedValue(client), amount: sign * points },
          { account: other, amount: -sign * points },
        ],
      };
    };
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const outcomes = await Promise.all(operations.map((op) => outcome(postAlone(toEntry(op)))));
        for (const result of outcomes) expect(['ok', ErrorCode.InsufficientBalance]).toContain(result);
        for (const client of [...clients, counselor]) {
          const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerUserId, client));
          for (const row of rows) expect(row.balance).toBeGreaterThanOrEqual(0);
        }
        await expectLedgerWhole();
      }),
      { numRuns: 15 },
    );
  });
});
