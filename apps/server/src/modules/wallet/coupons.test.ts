import { CouponKind } from '@app/contracts/coupons';
import { ErrorCode } from '@app/contracts/error-codes';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, createUser } from '../../test/test-users.ts';
import { couponDiscount } from './coupons.service.ts';

// Runs on PGlite and, in the server-pg project, on a real PostgreSQL server, where the parallel
// redemptions below really run at the same time.
const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const { services } = await createTestServices(testApp);
const DAY = 24 * 3600 * 1000;
const actorOf = (userId: string) => ({ userId, role: 'client' as const, ip: null, requestId: 'test' });

async function newCoupon(options: {
  kind?: 'amount' | 'percent';
  value?: number;
  totalCap?: number | null;
  perUserCap?: number;
  from?: number;
  until?: number;
}) {
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  const now = clock.now().getTime();
  await services.coupons.create({
    code,
    kind: options.kind ?? CouponKind.Amount,
    value: options.value ?? 200,
    validFrom: new Date(now + (options.from ?? -DAY)),
    validUntil: new Date(now + (options.until ?? 30 * DAY)),
    totalCap: options.totalCap === undefined ? 100 : options.totalCap,
    perUserCap: options.perUserCap ?? 1,
  });
  return code;
}

type THeaders = Record<string, string>;
const check = (headers: THeaders, code: string, locale = 'zh-tw') =>
  app.inject({ url: `/api/${locale}/Coupon/${code}`, headers });
const redeem = (headers: THeaders, code: string, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: `/api/${locale}/Coupon/${code}/Redeem`, headers });

describe('GET /Coupon/{code}', () => {
  it('tells a client a coupon is usable, with its value, read without regard to case', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const code = await newCoupon({ value: 300 });
    const response = await check(client.headers, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      code,
      status: 'usable',
      message: '此優惠碼可以使用',
      kind: 'amount',
      value: 300,
    });
  });

  it('names each status with its message: not found, expired, used, usage cap reached', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const other = await createSignedInUser(testApp, { role: 'client' });
    const expired = await newCoupon({ from: -10 * DAY, until: -DAY });
    const later = await newCoupon({ from: DAY });
    const once = await newCoupon({});
    const single = await newCoupon({ totalCap: 1, perUserCap: 1 });
    expect((await redeem(client.headers, once)).statusCode).toBe(200);
    expect((await redeem(other.headers, single)).statusCode).toBe(200);

    const status = async (code: string, locale = 'zh-tw') =>
      (await check(client.headers, code, locale)).json().data;
    expect(await status('NOSUCHCODE')).toMatchObject({ status: 'not_found', kind: null, value: null });
    expect(await status(later)).toMatchObject({ status: 'not_found', kind: null });
    expect(await status(expired)).toMatchObject({
      status: 'expired',
      message: expect.stringContaining('已過期'),
    });
    expect(await status(once)).toMatchObject({
      status: 'used',
      message: expect.stringContaining('已經使用過'),
    });
    expect(await status(single, 'en-us')).toMatchObject({
      status: 'usage_cap_reached',
      message: 'This coupon code (code) has reached its usage limit',
    });
  });

  it('refuses a malformed code naming the field, and visitors and counselors', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const bad = await check(client.headers, 'a%20b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].field).toBe('code');
    expect((await check({}, 'WELCOME')).statusCode).toBe(401);
    expect((await check(counselor.headers, 'WELCOME')).statusCode).toBe(403);
  });
});

describe('POST /Coupon/{code}/Redeem', () => {
  it("adds an amount coupon's points to the client's stored value, on their statement as a coupon", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const code = await newCoupon({ value: 200 });
    const response = await redeem(client.headers, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ code, amount: 200, reservedAmount: 200 });
    const statement = await services.ledger.statement(client.id, 1);
    expect(statement.movements.items).toEqual([
      expect.objectContaining({ reason: 'coupon', amount: 200, balanceAfter: 200 }),
    ]);
  });

  it('answers each refusal with its code and localized message, and credits nothing', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const used = await newCoupon({});
    await redeem(client.headers, used);
    const cases: [string, number, number][] = [
      ['NOSUCHCODE', ErrorCode.CouponNotFound, 404],
      [await newCoupon({ from: -10 * DAY, until: -DAY }), ErrorCode.CouponExpired, 409],
      [used, ErrorCode.CouponUsed, 409],
      [await newCoupon({ kind: 'percent', value: 10 }), ErrorCode.CouponForOrdersOnly, 409],
    ];
    for (const [code, errorCode, status] of cases) {
      const response = await redeem(client.headers, code);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({
        error_code: errorCode,
        message: expect.stringContaining('(code)'),
      });
    }
    expect((await services.ledger.balances(client.id)).reservedAmount).toBe(200);
  });

  it('lets one client use a coupon up to its per-user cap', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const code = await newCoupon({ value: 100, perUserCap: 2 });
    expect((await redeem(client.headers, code)).statusCode).toBe(200);
    expect((await redeem(client.headers, code)).statusCode).toBe(200);
    expect((await redeem(client.headers, code)).json().error_code).toBe(ErrorCode.CouponUsed);
    expect((await services.ledger.balances(client.id)).reservedAmount).toBe(200);
  });

  it('gives a coupon of cap 10 to exactly 10 of 30 clients redeeming at the same time', async () => {
    const code = await newCoupon({ value: 50, totalCap: 10 });
    const clients = await Promise.all(
      Array.from({ length: 30 }, () => createUser(database, { role: 'client' })),
    );
    const results = await Promise.allSettled(
      clients.map((client) => services.coupons.redeem(client.id, code, actorOf(client.id))),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    expect(fulfilled).toHaveLength(10);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect((result.reason as { code: number }).code).toBe(ErrorCode.CouponUsageCapReached);
      }
    }
    const balances = await Promise.all(clients.map((client) => services.ledger.balances(client.id)));
    expect(balances.reduce((sum, balance) => sum + balance.reservedAmount, 0)).toBe(500);
    expect((await services.coupons.check(clients[0]!.id, code)).status).not.toBe('usable');
  });

  it('takes one use only when one client redeems a coupon of per-user cap 1 ten times at once', async () => {
    const client = await createUser(database, { role: 'client' });
    const code = await newCoupon({ value: 50, perUserCap: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => services.coupons.redeem(client.id, code, actorOf(client.id))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await services.ledger.balances(client.id)).reservedAmount).toBe(50);
  });
});

describe('coupons.applyToPrice', () => {
  it('takes a percentage rounded down, or the points up to the price, and answers the posting that pays it', async () => {
    expect(couponDiscount({ kind: 'percent', value: 15 }, 2_099)).toBe(314);
    expect(couponDiscount({ kind: 'amount', value: 500 }, 300)).toBe(300);
    const client = await createUser(database, { role: 'client' });
    const code = await newCoupon({ kind: 'percent', value: 10 });
    const applied = await services.withTransaction((tx) =>
      tx.coupons.applyToPrice({ userId: client.id, code, price: 2_000, referenceId: 'booking-1' }),
    );
    expect(applied).toMatchObject({ code, discount: 200, posting: { amount: -200 } });
    expect((await services.coupons.check(client.id, code)).status).toBe('used');
  });
});
