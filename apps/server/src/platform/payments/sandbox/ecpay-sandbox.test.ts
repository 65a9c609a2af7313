import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { PRODUCTION_TEST_ENV } from '../../../test/production-env.ts';
import { createSignedInUser } from '../../../test/test-users.ts';

// The sandbox posts its notices over HTTP to PUBLIC_URL, as ECPay would: the app listens there.
const PORT = 3545;
const testApp = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${PORT}` });
// Built with the file, so that its database is dropped with the file's (afterAll) too.
const production = await buildTestApp(PRODUCTION_TEST_ENV);
const { app } = testApp;
await app.listen({ host: '127.0.0.1', port: PORT });

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function checkout(amount: number, method: 'Credit' | 'ATM') {
  const client = await createSignedInUser(testApp, { role: 'client' });
  const opened = await app.inject({
    method: 'POST',
    url: '/api/zh-tw/Recharge',
    headers: client.headers,
    payload: { amount, provider: 0, method },
  });
  const { orderNo, action, fields } = opened.json().data;
  expect(action).toBe(`http://127.0.0.1:${PORT}/dev/payments/ecpay/checkout`);
  // The browser posts the form; the sandbox sends it on to its payment page.
  const posted = await app.inject({ method: 'POST', url: new URL(action).pathname, ...form(fields) });
  expect(posted.statusCode).toBe(303);
  const tradePage = String(posted.headers.location);
  return { client, orderNo, fields, tradePage };
}

const press = (tradePage: string, button: string) =>
  app.inject({ method: 'POST', url: `${tradePage}/${button}` });

async function statusOf(headers: { authorization: string }, orderNo: string) {
  return (await app.inject({ url: `/api/zh-tw/Recharge/${orderNo}`, headers })).json().data;
}

describe('the ECPay sandbox', () => {
  it('shows a payment page and, on pay, sends signed notices that credit the points once', async () => {
    const { client, orderNo, fields, tradePage } = await checkout(1_000, 'Credit');
    const page = await app.inject(tradePage);
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('NT$ 1000');
    expect(page.body).toContain('付款 Pay');

    const paid = await press(tradePage, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(fields['ClientBackURL']);
    expect(await statusOf(client.headers, orderNo)).toMatchObject({ status: 'paid' });
    const profile = (
      await app.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers: client.headers })
    ).json();
    expect(profile.data.reservedAmount).toBe(1_000);
  });

  it('sends a failure that marks the recharge failed', async () => {
    const { client, orderNo, tradePage } = await checkout(500, 'Credit');
    await press(tradePage, 'fail');
    expect(await statusOf(client.headers, orderNo)).toMatchObject({ status: 'failed' });
  });

  it('issues an ATM account, lists it as awaiting transfer, and credits the transfer', async () => {
    const { client, orderNo, tradePage } = await checkout(2_000, 'ATM');
    await press(tradePage, 'atm');
    const pending = await statusOf(client.headers, orderNo);
    expect(pending).toMatchObject({ status: 'awaiting_transfer', atm: { bankCode: '812' } });
    expect(pending.atm.virtualAccount).toMatch(/^\d{14}$/);

    const home = await app.inject('/dev/payments');
    expect(home.body).toContain(orderNo);
    expect(home.body).toContain(pending.atm.virtualAccount);
    await press(tradePage, 'transfer');
    expect(await statusOf(client.headers, orderNo)).toMatchObject({ status: 'paid' });
  });

  it('refuses a checkout form whose CheckMacValue does not match, as ECPay does', async () => {
    const { fields } = await checkout(300, 'Credit');
    const tampered = await app.inject({
      method: 'POST',
      url: '/dev/payments/ecpay/checkout',
      ...form({ ...fields, TotalAmount: '3' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('CheckMacValue');
  });

  it('does not exist in production', async () => {
    expect((await production.app.inject('/dev/payments')).statusCode).toBe(404);
  });
});
