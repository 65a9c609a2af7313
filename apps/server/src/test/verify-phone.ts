import { expect } from 'vitest';
import type { TTestApp } from './build-test-app.ts';
import { outboxDelivered } from './outbox-delivery.ts';

type TSignedIn = { headers: { authorization: string } };

let phones = 0;

/** Sends a code to a new phone number of the user and reads it from the dev outbox, as a person would. */
export async function receiveSmsCode(testApp: TTestApp, user: TSignedIn) {
  const { app, database } = testApp;
  phones += 1;
  const phone = `09${String(10_000_000 + phones * 7919).slice(0, 8)}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/zh-tw/User/Phone/SendCode',
    headers: user.headers,
    payload: { phone },
  });
  expect(sent.statusCode).toBe(200);
  await outboxDelivered(database);
  const e164 = sent.json().data.phone as string;
  const outbox = await app.inject(`/dev/outbox.json?recipient=${encodeURIComponent(e164)}`);
  const code = /\d{6}/.exec(outbox.json().messages[0].text)?.[0];
  return {
    phone,
    verify: () =>
      app.inject({
        method: 'POST',
        url: '/api/zh-tw/User/Phone/Verify',
        headers: user.headers,
        payload: { phone, code },
      }),
  };
}

/** Verifies a new phone number for the user through the SMS flow. */
export async function verifyNewPhone(testApp: TTestApp, user: TSignedIn): Promise<void> {
  const verified = await (await receiveSmsCode(testApp, user)).verify();
  expect(verified.statusCode).toBe(200);
}
