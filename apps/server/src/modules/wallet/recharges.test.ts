import { ErrorCode } from '@app/contracts/error-codes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { hasValidCheckMacValue } from '../../platform/payments/ecpay/check-mac-value.ts';
import { ECPAY_STAGE } from '../../platform/payments/ecpay/ecpay-settings.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { PRODUCTION_TEST_ENV } from '../../test/production-env.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { auditRowsAbout } from '../audit/audit-test-helpers.ts';
import { ecpayAtmIssuedNotice, ecpayPaidNotice, formBody, signedByEcpay } from './wallet-test-helpers.ts';

const testApp = await buildTestApp({ PUBLIC_URL: 'https://counselling.example' });
// Built with the file, so that its database is dropped with the file's (afterAll) too.
const production = await buildTestApp(PRODUCTION_TEST_ENV);
const { app, database } = testApp;

type THeaders = { authorization: string };

async function openRecharge(headers: THeaders, body: object, target = app) {
  return target.inject({ method: 'POST', url: '/api/zh-tw/Recharge', headers, payload: body });
}

async function recharged(headers: THeaders, amount: number, method = 'Credit', target = app) {
  const response = await openRecharge(headers, { amount, provider: 0, method }, target);
  expect(response.statusCode).toBe(200);
  return response.json().data as { orderNo: string; action: string; fields: Record<string, string> };
}

const notify = (
  path: 'return' | 'payment-info',
  fields: Record<string, string>,
  target: FastifyInstance = app,
) => target.inject({ method: 'POST', url: `/api/payments/ecpay/${path}`, ...formBody(fields) });

const balance = async (headers: THeaders, target = app) =>
  (await target.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers })).json().data.reservedAmount;

const recharge = async (headers: THeaders, orderNo: string) =>
  app.inject({ url: `/api/zh-tw/Recharge/${orderNo}`, headers });

describe('POST /Recharge', () => {
  it('opens a recharge and answers the signed ECPay checkout form for the browser', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo, action, fields } = await recharged(client.headers, 1_000);
    expect(orderNo).toMatch(/^R\d{12}[A-Z0-9]{7}$/);
    // Outside production the form goes to the local sandbox, which plays ECPay.
    expect(action).toBe('https://counselling.example/dev/payments/ecpay/checkout');
    expect(fields).toMatchObject({
      MerchantID: '3002607',
      MerchantTradeNo: orderNo,
      TotalAmount: '1000',
      ChoosePayment: 'Credit',
      PaymentType: 'aio',
      EncryptType: '1',
      ReturnURL: 'https://counselling.example/api/payments/ecpay/return',
      ClientBackURL: `https://counselling.example/rechargesucceed?orderNo=${orderNo}`,
    });
    expect(hasValidCheckMacValue(fields, ECPAY_STAGE)).toBe(true);
    const stored = (await recharge(client.headers, orderNo)).json().data;
    expect(stored).toMatchObject({
      orderNo,
      amount: 1_000,
      method: 'Credit',
      status: 'created',
      atm: null,
      courseId: null,
    });
  });

  it('refuses an amount that is not whole cards of 100, naming the field, and opens nothing', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    for (const [amount, locale] of [
      [150, 'zh-tw'],
      [0, 'en-us'],
      [-100, 'zh-cn'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${locale}/Recharge`,
        headers: client.headers,
        payload: { amount, provider: 0, method: 'Credit' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.ValidationFailed });
      expect(response.json().message).toContain('amount');
    }
  });

  it('refuses ATM through the foreign-card provider, a provider it does not know, and a bad invoice', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const cases = [
      [{ amount: 500, provider: 3, method: 'ATM' }, 'method'],
      [{ amount: 500, provider: 1, method: 'Credit' }, 'provider'],
      [{ amount: 500, provider: 0, method: 'Cash' }, 'method'],
      [
        { amount: 500, provider: 0, method: 'Credit', invoice: { type: 'mobile_barcode', carrier: 'ABC' } },
        'carrier',
      ],
      [
        { amount: 500, provider: 0, method: 'Credit', invoice: { type: 'certificate', carrier: 'A1234' } },
        'carrier',
      ],
      [
        {
          amount: 500,
          provider: 0,
          method: 'Credit',
          invoice: { type: 'company', unifiedNumber: '12345678', title: 'X' },
        },
        'unifiedNumber',
      ],
    ] as const;
    for (const [body, field] of cases) {
      const response = await openRecharge(client.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const company = { type: 'company', unifiedNumber: '04595257', title: '好心情股份有限公司' };
    const accepted = await openRecharge(client.headers, {
      amount: 500,
      provider: 0,
      method: 'Credit',
      invoice: company,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('names each invoice field its type requires, in the request language, and opens nothing', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const invoiceOf = async (invoice: object, locale = 'zh-tw') =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/${locale}/Recharge`,
          headers: client.headers,
          payload: { amount: 500, provider: 0, method: 'Credit', invoice },
        })
      ).json();
    const company = await invoiceOf({ type: 'company' });
    expect(company.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'invoice.title',
      'invoice.unifiedNumber',
    ]);
    expect(company.message).toContain('不能為空白');
    const paper = await invoiceOf({ type: 'paper', customerName: '王小明' }, 'en-us');
    expect(paper.data.fields).toEqual([
      { field: 'invoice.deliveryAddress', message: expect.stringContaining('cannot be blank') },
    ]);
    const barcode = await invoiceOf({ type: 'mobile_barcode', carrier: '/abc' });
    expect(barcode.data.fields[0].message).toContain('手機條碼載具');
    const receipt = await invoiceOf({ type: 'receipt', receiptName: '王小明' });
    expect(receipt.error_code).toBe(0);
  });

  it('is for signed-in clients only', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    expect(
      (await openRecharge(counselor.headers, { amount: 500, provider: 0, method: 'Credit' })).statusCode,
    ).toBe(403);
    expect(
      (await openRecharge({ authorization: '' }, { amount: 500, provider: 0, method: 'Credit' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /Recharge', () => {
  it("lists the client's own recharges newest first, never another client's", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const neighbour = await createSignedInUser(testApp, { role: 'client' });
    const first = await recharged(client.headers, 300);
    testApp.clock.advance(1_000);
    const second = await recharged(client.headers, 2_000, 'ATM');
    await recharged(neighbour.headers, 900);
    const page = (await app.inject({ url: '/api/zh-tw/Recharge?page=1', headers: client.headers })).json()
      .data;
    expect(page.total).toBe(2);
    expect(page.items.map((item: { orderNo: string }) => item.orderNo)).toEqual([
      second.orderNo,
      first.orderNo,
    ]);
    expect(
      (await app.inject({ url: '/api/zh-tw/Recharge?page=0', headers: client.headers })).statusCode,
    ).toBe(400);
  });
});

describe('GET /Recharge/{orderNo}', () => {
  it("is not found for another client's recharge", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const neighbour = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await recharged(client.headers, 300);
    const response = await recharge(neighbour.headers, orderNo);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error_code: ErrorCode.NotFound, data: null });
  });
});

describe('ECPay ReturnURL', () => {
  it('credits a paid recharge once, however often and however concurrently ECPay repeats the notice', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await recharged(client.headers, 1_000);
    const notice = ecpayPaidNotice(orderNo, 1_000);
    for (let i = 0; i < 10; i += 1) {
      const response = await notify('return', notice);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('1|OK');
      expect(response.headers['content-type']).toContain('text/plain');
    }
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => notify('return', notice)));
    expect(concurrent.map((response) => response.body)).toEqual(Array(10).fill('1|OK'));
    expect(await balance(client.headers)).toBe(1_000);
    expect((await recharge(client.headers, orderNo)).json().data).toMatchObject({ status: 'paid' });
    const audit = await auditRowsAbout(database.db, orderNo);
    expect(audit.map((row) => row.action)).toEqual(['recharge.created', 'recharge.paid']);
  });

  it('credits nothing and records a security event for a tampered amount, another merchant, or a bad or missing CheckMacValue', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await recharged(client.headers, 1_000);
    const genuine = ecpayPaidNotice(orderNo, 1_000);
    const { CheckMacValue: _mac, ...unsigned } = genuine;
    const forgeries = [
      { ...genuine, TradeAmt: '100000' },
      ecpayPaidNotice(orderNo, 100_000),
      signedByEcpay({ ...unsigned, MerchantID: '2000132' }),
      { ...genuine, CheckMacValue: 'F'.repeat(64) },
      unsigned,
      signedByEcpay(unsigned, { ...ECPAY_STAGE, hashKey: 'notTheMerchants' }),
    ];
    for (const forged of forgeries) {
      const response = await notify('return', forged);
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toBe('1|OK');
    }
    expect(await balance(client.headers)).toBe(0);
    expect((await recharge(client.headers, orderNo)).json().data.status).toBe('created');
    const refused = (await auditRowsAbout(database.db, orderNo)).filter(
      (row) => row.action === 'payment.notice_refused',
    );
    expect(refused.map((row) => row.details?.['reason'])).toEqual(['amount_mismatch']);
    // The unverifiable ones name the order they claim, in their details only.
    const unverified = await database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'payment.notice_refused' and ${auditLog.details}->>'claimedOrderNo' = ${orderNo}`,
      );
    expect(unverified.map((row) => row.details?.['reason']).sort()).toEqual([
      'merchant',
      'signature',
      'signature',
      'signature',
      'signature',
    ]);
  });

  it('marks a failed payment failed and credits nothing', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await recharged(client.headers, 800);
    const response = await notify(
      'return',
      ecpayPaidNotice(orderNo, 800, { RtnCode: '10100058', RtnMsg: '付款失敗' }),
    );
    expect(response.body).toBe('1|OK');
    expect((await recharge(client.headers, orderNo)).json().data.status).toBe('failed');
    expect(await balance(client.headers)).toBe(0);
  });

  it('refuses a notice of an order it does not know', async () => {
    const response = await notify('return', ecpayPaidNotice('R000000000000NOSUCH', 500));
    expect(response.statusCode).toBe(400);
  });
});

describe('ECPay ATM', () => {
  it('shows the issued virtual account as pending, then credits the transfer', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo, fields } = await recharged(client.headers, 2_000, 'ATM');
    expect(fields).toMatchObject({
      ChoosePayment: 'ATM',
      PaymentInfoURL: 'https://counselling.example/api/payments/ecpay/payment-info',
    });

    expect((await notify('payment-info', ecpayAtmIssuedNotice(orderNo, 2_000))).body).toBe('1|OK');
    expect((await notify('payment-info', ecpayAtmIssuedNotice(orderNo, 2_000))).body).toBe('1|OK');
    expect((await recharge(client.headers, orderNo)).json().data).toMatchObject({
      status: 'awaiting_transfer',
      atm: { bankCode: '812', virtualAccount: '9103522175887271', expiresAt: '2026-11-26T15:59:59.000Z' },
    });
    expect(await balance(client.headers)).toBe(0);

    expect(
      (await notify('return', ecpayPaidNotice(orderNo, 2_000, { PaymentType: 'ATM_TAISHIN' }))).body,
    ).toBe('1|OK');
    expect((await recharge(client.headers, orderNo)).json().data.status).toBe('paid');
    expect(await balance(client.headers)).toBe(2_000);
  });

  it('stays paid when the account notice arrives after the payment', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await recharged(client.headers, 600, 'ATM');
    await notify('return', ecpayPaidNotice(orderNo, 600));
    expect((await notify('payment-info', ecpayAtmIssuedNotice(orderNo, 600))).body).toBe('1|OK');
    expect((await recharge(client.headers, orderNo)).json().data.status).toBe('paid');
    expect(await balance(client.headers)).toBe(600);
  });
});

describe("ECPay's simulated payments", () => {
  it('credit outside production, so the stage can be tried', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await recharged(client.headers, 400);
    await notify('return', ecpayPaidNotice(orderNo, 400, { SimulatePaid: '1' }));
    expect(await balance(client.headers)).toBe(400);
  });

  it('never credit in production, though the notice is acknowledged and recorded', async () => {
    const client = await createSignedInUser(production, { role: 'client' });
    const { orderNo, action } = await recharged(client.headers, 400, 'Credit', production.app);
    expect(action).toBe(ECPAY_STAGE.checkoutUrl);
    const response = await notify(
      'return',
      ecpayPaidNotice(orderNo, 400, { SimulatePaid: '1' }),
      production.app,
    );
    expect(response.body).toBe('1|OK');
    expect(await balance(client.headers, production.app)).toBe(0);
    const audit = await auditRowsAbout(production.database.db, orderNo);
    expect(audit.map((row) => row.action)).toContain('recharge.simulated_payment_ignored');
  });
});
