import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { PRODUCTION_TEST_ENV } from '../../../test/production-env.ts';
import { createSignedInUser } from '../../../test/test-users.ts';

// The sandbox posts its webhooks over HTTP to PUBLIC_URL, as the provider would: the app listens there.
const PORT = 3612;
const testApp = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${PORT}` });
// Built with the file, so that its database is dropped with the file's (afterAll) too.
const production = await buildTestApp(PRODUCTION_TEST_ENV);
const { app } = testApp;
await app.listen({ host: '127.0.0.1', port: PORT });

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function checkout(amount: number) {
  const client = await createSignedInUser(testApp, { role: 'client' });
  const opened = await app.inject({
    method: 'POST',
    url: '/api/zh-tw/Recharge',
    headers: client.headers,
    payload: { amount, provider: 3, method: 'Credit' },
  });
  const { orderNo, action, fields } = opened.json().data;
  const posted = await app.inject({ method: 'POST', url: new URL(action).pathname, ...form(fields) });
  expect(posted.statusCode).toBe(303);
  return { client, orderNo, fields, sessionPage: String(posted.headers.location) };
}

const statusOf = async (headers: { authorization: string }, orderNo: string) =>
  (await app.inject({ url: `/api/zh-tw/Recharge/${orderNo}`, headers })).json().data;

describe('the foreign-card sandbox', () => {
  it('shows a checkout page and, on pay, sends signed webhooks (redelivered) that credit once', async () => {
    const { client, orderNo, fields, sessionPage } = await checkout(1_000);
    const page = await app.inject(sessionPage);
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('付款 Pay');
    const paid = await app.inject({ method: 'POST', url: `${sessionPage}/pay` });
    expect(paid.headers.location).toBe(fields['success_url']);
    expect(await statusOf(client.headers, orderNo)).toMatchObject({ status: 'paid', amount: 1_000 });
    const profile = await app.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers: client.headers });
    expect(profile.json().data.reservedAmount).toBe(1_000);
  });

  it('sends a failure that marks the recharge failed', async () => {
    const { client, orderNo, sessionPage } = await checkout(500);
    await app.inject({ method: 'POST', url: `${sessionPage}/fail` });
    expect(await statusOf(client.headers, orderNo)).toMatchObject({ status: 'failed' });
  });

  it('refuses a checkout form whose signature does not match', async () => {
    const { fields } = await checkout(300);
    const tampered = await app.inject({
      method: 'POST',
      url: '/dev/payments/foreign-card/checkout',
      ...form({ ...fields, amount_total: '3' }),
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    expect(
      (await production.app.inject({ method: 'POST', url: '/dev/payments/foreign-card/checkout' }))
        .statusCode,
    ).toBe(404);
  });
});
