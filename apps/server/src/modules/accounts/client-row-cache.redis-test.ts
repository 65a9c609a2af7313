import { describe, expect, it } from 'vitest';
import { outboxDelivered } from '../../test/outbox-delivery.ts';
import { createUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { startTwoInstances } from '../../test/two-instances.ts';

// Each instance remembers clients' profile rows (client-row-cache.ts). A change made through one
// instance is seen there from its answer on; the other hears of it from the database's trigger,
// whose notification is sent at the commit.
const { database, urlA, urlB } = await startTwoInstances('client-row-cache.redis-test.ts');

async function call(baseUrl: string, method: string, path: string, accessToken: string, body?: object) {
  const response = await fetch(`${baseUrl}/api/zh-tw${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { error_code: number; data: unknown } };
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${urlA}/api/zh-tw/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 0, username: email, password: TEST_PASSWORD }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

type TProfile = { nickName: string; phone: string | null; phoneVerified: boolean };
async function profileOn(baseUrl: string, accessToken: string): Promise<TProfile> {
  const { status, body } = await call(baseUrl, 'GET', '/client?isNewVersion=true', accessToken);
  expect(status).toBe(200);
  return body.data as TProfile;
}

/** The code of the newest SMS to the number, from the dev outbox of instance A. */
async function lastCode(e164: string): Promise<string> {
  await outboxDelivered(database);
  const outbox = await fetch(`${urlA}/dev/outbox.json?recipient=${encodeURIComponent(e164)}`);
  const text = ((await outbox.json()) as { messages: { text: string }[] }).messages[0]!.text;
  return /\d{6}/.exec(text)![0];
}

describe("a client's profile across two instances", () => {
  it('shows a verified phone on the instance that verified it at once, and on the other', async () => {
    const user = await createUser(database, { role: 'client' });
    const token = await signIn(user.email);
    expect((await profileOn(urlA, token)).phoneVerified).toBe(false);
    expect((await profileOn(urlB, token)).phoneVerified).toBe(false);

    expect((await call(urlA, 'POST', '/User/Phone/SendCode', token, { phone: '0912-000-111' })).status).toBe(
      200,
    );
    const code = await lastCode('+886912000111');
    const verified = await call(urlA, 'POST', '/User/Phone/Verify', token, { phone: '0912-000-111', code });
    expect(verified.body.error_code).toBe(0);

    expect(await profileOn(urlA, token)).toMatchObject({ phone: '+886912000111', phoneVerified: true });
    await expect
      .poll(async () => (await profileOn(urlB, token)).phone, { timeout: 1_000, interval: 10 })
      .toBe('+886912000111');
  });

  it('shows a change made in SQL on both instances', async () => {
    const user = await createUser(database, { role: 'client' });
    const token = await signIn(user.email);
    await profileOn(urlA, token);
    await profileOn(urlB, token);

    await database.exec(`update users set nickname = '兩邊都改' where id = '${user.id}'`);

    for (const url of [urlA, urlB]) {
      await expect
        .poll(async () => (await profileOn(url, token)).nickName, { timeout: 1_000, interval: 10 })
        .toBe('兩邊都改');
    }
  });
});
