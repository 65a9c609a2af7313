import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import {
  FOREIGN_CARD_SIGNATURE_HEADER,
  hasValidCheckoutSignature,
} from '../../platform/payments/foreign-card/foreign-card-adapter.ts';
import { FOREIGN_CARD_DEV_SECRET } from '../../platform/payments/foreign-card/foreign-card-settings.ts';
import { signatureHeader } from '../../platform/payments/foreign-card/webhook-signature.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

// Runs on PGlite and, in the server-pg project, on PostgreSQL, where the concurrent deliveries
// below really run at the same time.
const testApp = await buildTestApp({ PUBLIC_URL: 'https://counselling.example' });
const { app, clock, database } = testApp;

type THeaders = { authorization: string };

async function openForeignCard(headers: THeaders, amount: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/zh-tw/Recharge',
    headers,
    payload: { amount, provider: 3, method: 'Credit' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { orderNo: string; action: string; fields: Record<string, string> };
}

/** A checkout.session event, as the provider sends it. */
function event(
  orderNo: string,
  amount: number,
  overrides: { type?: string; paymentStatus?: string; id?: string } = {},
) {
  return JSON.stringify({
    id: overrides.id ?? `evt_${randomBytes(8).toString('hex')}`,
    type: overrides.type ?? 'checkout.session.completed',
    created: Math.floor(clock.now().getTime() / 1000),
    data: {
      object: {
        id: `cs_${randomBytes(8).toString('hex')}`,
        client_reference_id: orderNo,
        amount_total: amount,
        currency: 'twd',
        payment_status: overrides.paymentStatus ?? 'paid',
      },
    },
  });
}

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

const deliver = (body: string, header = signatureHeader(FOREIGN_CARD_DEV_SECRET, body, nowSeconds())) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/foreign-card/webhook',
    headers: { 'content-type': 'application/json', [FOREIGN_CARD_SIGNATURE_HEADER]: header },
    payload: body,
  });

const balance = async (headers: THeaders) =>
  (await app.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers })).json().data.reservedAmount;
const statusOf = async (headers: THeaders, orderNo: string) =>
  (await app.inject({ url: `/api/zh-tw/Recharge/${orderNo}`, headers })).json().data.status;

async function refusalsClaiming(orderNo: string) {
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.action} = 'payment.notice_refused' and ${auditLog.details}->>'claimedOrderNo' = ${orderNo}`,
    );
  return rows.map((row) => row.details?.['reason']).sort();
}

describe('recharging by foreign card (provider 3)', () => {
  it('answers a signed hosted-checkout form for the browser', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo, action, fields } = await openForeignCard(client.headers, 1_000);
    expect(action).toBe('https://counselling.example/dev/payments/foreign-card/checkout');
    expect(fields).toMatchObject({
      client_reference_id: orderNo,
      amount_total: '1000',
      currency: 'twd',
      success_url: `https://counselling.example/rechargesucceed?orderNo=${orderNo}`,
    });
    expect(hasValidCheckoutSignature(fields, FOREIGN_CARD_DEV_SECRET)).toBe(true);
    expect(hasValidCheckoutSignature({ ...fields, amount_total: '1' }, FOREIGN_CARD_DEV_SECRET)).toBe(false);
    expect(await statusOf(client.headers, orderNo)).toBe('created');
  });

  it('credits a paid checkout once, whether the event comes 10 times in a row or 10 times at once', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await openForeignCard(client.headers, 1_000);
    const body = event(orderNo, 1_000);
    for (let delivery = 0; delivery < 10; delivery += 1) {
      const response = await deliver(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    // Another event about the same payment (a new id) credits nothing either: paid is final.
    expect((await deliver(event(orderNo, 1_000))).statusCode).toBe(200);
    expect(await statusOf(client.headers, orderNo)).toBe('paid');
    expect(await balance(client.headers)).toBe(1_000);
  });

  it('credits once when a fresh event is delivered 10 times at the same time', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await openForeignCard(client.headers, 700);
    const body = event(orderNo, 700);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await balance(client.headers)).toBe(700);
  });

  it('refuses a tampered body, a bad signature and a stale timestamp: no credit, a security event each', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await openForeignCard(client.headers, 500);
    const genuine = event(orderNo, 500);
    const signed = signatureHeader(FOREIGN_CARD_DEV_SECRET, genuine, nowSeconds());
    const attempts = [
      deliver(genuine.replace('"amount_total":500', '"amount_total":50000'), signed),
      deliver(genuine, signatureHeader('whsec_not_the_shared_secret', genuine, nowSeconds())),
      deliver(genuine, ''),
      deliver(genuine, signatureHeader(FOREIGN_CARD_DEV_SECRET, genuine, nowSeconds() - 3_600)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ received: false });
    }
    expect(await balance(client.headers)).toBe(0);
    expect(await statusOf(client.headers, orderNo)).toBe('created');
    expect(await refusalsClaiming(orderNo)).toEqual(['signature', 'signature', 'signature', 'stale']);
    // The genuine event still credits afterwards: a refusal does not burn its id.
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect(await balance(client.headers)).toBe(500);
  });

  it('refuses a signed event whose amount differs from the order, and marks a failed checkout failed', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { orderNo } = await openForeignCard(client.headers, 400);
    expect((await deliver(event(orderNo, 4))).statusCode).toBe(400);
    expect(await balance(client.headers)).toBe(0);
    const failed = event(orderNo, 400, {
      type: 'checkout.session.async_payment_failed',
      paymentStatus: 'unpaid',
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await statusOf(client.headers, orderNo)).toBe('failed');
  });

  it('accepts and ignores event types it does not act on', async () => {
    const body = JSON.stringify({ id: 'evt_other_type_1', type: 'customer.created', data: { object: {} } });
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await deliver(body)).statusCode).toBe(200);
  });
});
