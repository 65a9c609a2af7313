import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { createWebPushSender, type TPushTransport } from '../../platform/push/push-sender.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { createPushService } from './push.service.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;

type TSignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

let browsers = 0;
const subscription = () => ({
  endpoint: `https://push.example.net/send/${String((browsers += 1))}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

const call = (method: 'POST' | 'DELETE', user: TSignedIn | null, payload: object, locale = 'zh-tw') =>
  app.inject({ method, url: `/api/${locale}/Push/Subscription`, headers: user?.headers ?? {}, payload });

const storedFor = (userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('Web Push subscriptions', () => {
  it('answers the VAPID public key to anyone, the same on every call', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/zh-tw/Push/PublicKey' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data;
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await app.inject({ method: 'GET', url: '/api/en-us/Push/PublicKey' });
    expect(again.json().data.publicKey).toBe(publicKey);
  });

  it('stores a browser for the signed-in user, once however often it subscribes', async () => {
    const user = await createSignedInUser(testApp, { role: 'client' });
    const browser = subscription();
    expect((await call('POST', user, browser)).statusCode).toBe(200);
    expect((await call('POST', user, browser)).statusCode).toBe(200);
    const rows = await storedFor(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: browser.endpoint, auth: browser.keys.auth });
  });

  it('refuses a visitor, and a subscription without an https endpoint or keys, naming the field', async () => {
    const user = await createSignedInUser(testApp, { role: 'counselor' });
    expect((await call('POST', null, subscription())).statusCode).toBe(401);
    const insecure = await call(
      'POST',
      user,
      { ...subscription(), endpoint: 'http://push.example.net/x' },
      'en-us',
    );
    expect(insecure.statusCode).toBe(400);
    expect(JSON.stringify(insecure.json())).toContain('endpoint');
    const keyless = await call('POST', user, { endpoint: subscription().endpoint });
    expect(keyless.statusCode).toBe(400);
    expect(JSON.stringify(keyless.json())).toContain('keys');
    expect(await storedFor(user.id)).toHaveLength(0);
  });

  it('lets only the owner remove a subscription', async () => {
    const owner = await createSignedInUser(testApp, { role: 'client' });
    const other = await createSignedInUser(testApp, { role: 'client' });
    const browser = subscription();
    await call('POST', owner, browser);
    const refused = await call('DELETE', other, { endpoint: browser.endpoint });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error_code).toBe(ErrorCode.NotFound);
    expect((await call('DELETE', null, { endpoint: browser.endpoint })).statusCode).toBe(401);
    expect(await storedFor(owner.id)).toHaveLength(1);
    expect((await call('DELETE', owner, { endpoint: browser.endpoint })).statusCode).toBe(200);
    expect(await storedFor(owner.id)).toHaveLength(0);
  });
});

describe('the Web Push sender', () => {
  const vapid = { publicKey: 'public', privateKey: 'private', subject: 'https://counselling.example.tw' };

  it('sends to each of the user’s browsers and forgets those the push service says are gone', async () => {
    const user = await createSignedInUser(testApp, { role: 'client' });
    const [live, gone, expired] = [subscription(), subscription(), subscription()];
    for (const browser of [live, gone, expired]) await call('POST', user, browser);
    const sent: { endpoint: string; payload: string }[] = [];
    const transport: TPushTransport = async (target, payload) => {
      if (target.endpoint === gone.endpoint) throw Object.assign(new Error('gone'), { statusCode: 410 });
      if (target.endpoint === expired.endpoint)
        throw Object.assign(new Error('not found'), { statusCode: 404 });
      sent.push({ endpoint: target.endpoint, payload });
    };
    const push = createPushService({ db, publicKey: vapid.publicKey, now: () => new Date() });
    const sender = createWebPushSender({ db, vapid, subscriptions: push.store, transport, keepCopy: false });
    await sender.send(user.id, { title: '諮商提醒', body: '明天 10:00', link: '/rooms/room?courseId=1' });

    expect(sent).toEqual([
      {
        endpoint: live.endpoint,
        payload: JSON.stringify({ title: '諮商提醒', body: '明天 10:00', link: '/rooms/room?courseId=1' }),
      },
    ]);
    expect((await storedFor(user.id)).map((row) => row.endpoint)).toEqual([live.endpoint]);
  });

  it('fails, to be retried, when no browser could be reached for another reason', async () => {
    const user = await createSignedInUser(testApp, { role: 'client' });
    await call('POST', user, subscription());
    const transport: TPushTransport = () =>
      Promise.reject(Object.assign(new Error('busy'), { statusCode: 503 }));
    const push = createPushService({ db, publicKey: vapid.publicKey, now: () => new Date() });
    const sender = createWebPushSender({ db, vapid, subscriptions: push.store, transport, keepCopy: false });
    await expect(sender.send(user.id, { title: 't', body: 'b' })).rejects.toThrow('busy');
    expect(await storedFor(user.id)).toHaveLength(1);
  });
});
