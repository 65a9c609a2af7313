import { ErrorCode } from '@app/contracts/error-codes';
import { LedgerReason, PaymentProvider, STATEMENT_PAGE_SIZE } from '@app/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { ledgerAccount } from './ledger.service.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;
const { services } = await createTestServices(testApp);

let trades = 0;

async function recharge(userId: string, amount: number) {
  trades += 1;
  await services.withTransaction((tx) =>
    tx.ledger.post({
      idempotencyKey: `test:recharge:${trades}`,
      reason: LedgerReason.Recharge,
      postings: [
        { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -amount },
        { account: ledgerAccount.storedValue(userId), amount },
      ],
    }),
  );
}

async function grantBonus(userId: string, amount: number) {
  trades += 1;
  await services.ledger.post({
    idempotencyKey: `test:bonus:${trades}`,
    reason: LedgerReason.BonusGrant,
    postings: [
      { account: ledgerAccount.bonusExpense, amount: -amount },
      { account: ledgerAccount.bonus(userId), amount },
    ],
  });
}

const statement = (headers: { authorization?: string }, query = '', locale = 'zh-tw') =>
  app.inject({ url: `/api/${locale}/Wallet/Statement${query}`, headers });

describe('the profile', () => {
  it("shows the client's real stored value and bonus points", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await recharge(client.id, 1_200);
    await grantBonus(client.id, 200);
    const response = await app.inject({
      url: '/api/zh-tw/client?isNewVersion=true',
      headers: client.headers,
    });
    expect(response.json().data).toMatchObject({ reservedAmount: 1_200, bonusAmount: 200 });
  });

  it('shows balances moved by another instance once that commits, and keeps them when it rolls back', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const balances = async () => {
      const response = await app.inject({
        url: '/api/zh-tw/client?isNewVersion=true',
        headers: client.headers,
      });
      const { reservedAmount, bonusAmount } = response.json().data;
      return { reservedAmount, bonusAmount };
    };
    // The app remembers the balances it read; these services are another instance's.
    expect(await balances()).toEqual({ reservedAmount: 0, bonusAmount: 0 });

    await expect(
      services.withTransaction(async (tx) => {
        await tx.ledger.post({
          idempotencyKey: `test:rolled-back:${client.id}`,
          reason: LedgerReason.Recharge,
          postings: [
            { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -300 },
            { account: ledgerAccount.storedValue(client.id), amount: 300 },
          ],
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await balances()).toEqual({ reservedAmount: 0, bonusAmount: 0 });

    await recharge(client.id, 700);
    await grantBonus(client.id, 100);
    // The ledger's trigger announces the owner's change at the commit; the read waits for it.
    await expect
      .poll(balances, { timeout: 1_000, interval: 10 })
      .toEqual({ reservedAmount: 700, bonusAmount: 100 });
  });
});

describe('GET /Wallet/Statement', () => {
  it('lists the movements newest first with their reason, amount and balance after, bonus points apart', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await recharge(client.id, 1_000);
    const firstAt = clock.now().toISOString();
    clock.advance(60_000);
    await recharge(client.id, 500);
    await grantBonus(client.id, 200);

    const response = await statement(client.headers, '?page=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      page: 1,
      pageSize: STATEMENT_PAGE_SIZE,
      reservedAmount: 1_500,
      bonusAmount: 200,
      movements: {
        total: 2,
        items: [
          { createdAt: clock.now().toISOString(), reason: 'recharge', amount: 500, balanceAfter: 1_500 },
          { createdAt: firstAt, reason: 'recharge', amount: 1_000, balanceAfter: 1_000 },
        ],
      },
      bonusMovements: {
        total: 1,
        items: [
          { createdAt: clock.now().toISOString(), reason: 'bonus_grant', amount: 200, balanceAfter: 200 },
        ],
      },
      earnings: null,
    });
  });

  it('pages through the movements', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    for (let i = 1; i <= STATEMENT_PAGE_SIZE + 3; i += 1) await recharge(client.id, 100);
    const second = (await statement(client.headers, '?page=2')).json().data;
    expect(second.movements.total).toBe(STATEMENT_PAGE_SIZE + 3);
    expect(second.movements.items.map((item: { balanceAfter: number }) => item.balanceAfter)).toEqual([
      300, 200, 100,
    ]);
    expect((await statement(client.headers, '?page=3')).json().data.movements.items).toEqual([]);
  });

  it("shows each user only their own movements: another client's recharges never appear", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const neighbour = await createSignedInUser(testApp, { role: 'client' });
    await recharge(client.id, 900);
    const theirs = (await statement(neighbour.headers)).json().data;
    expect(theirs).toMatchObject({ reservedAmount: 0, movements: { total: 0, items: [] } });
  });

  it('needs a signed-in user', async () => {
    const response = await statement({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: ErrorCode.Unauthenticated, data: null });
  });

  it('refuses a page that is not a positive whole number, naming the field', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    for (const [locale, query] of [
      ['zh-tw', '?page=0'],
      ['en-us', '?page=abc'],
      ['zh-cn', '?page=1.5'],
    ] as const) {
      const response = await statement(client.headers, query, locale);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.ValidationFailed });
      expect(response.json().message).toContain('page');
    }
  });
});

describe('a counselor’s statement', () => {
  it('shows their earnings payable and its movements; a client’s has none', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    await recharge(client.id, 3_000);
    await services.ledger.post({
      idempotencyKey: `test:booking:${client.id}`,
      reason: LedgerReason.BookingPayment,
      postings: [
        { account: ledgerAccount.storedValue(client.id), amount: -2_000 },
        { account: ledgerAccount.counselorEarnings(counselor.id), amount: 2_000 },
      ],
    });
    const mine = (await statement(counselor.headers)).json().data;
    expect(mine.earnings).toEqual({
      balance: 2_000,
      movements: {
        total: 1,
        items: [expect.objectContaining({ reason: 'booking_payment', amount: 2_000, balanceAfter: 2_000 })],
      },
    });
    expect((await statement(client.headers)).json().data.earnings).toBeNull();
  });
});
