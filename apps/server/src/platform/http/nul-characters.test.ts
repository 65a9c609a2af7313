import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app } = testApp;

/** A 400 naming the field, in the request's language. */
function expectNulRefused(response: Awaited<ReturnType<typeof app.inject>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.error_code).toBe(ErrorCode.ValidationFailed);
  expect(body.data.fields).toEqual([{ field, message: expect.stringContaining(field) }]);
  return body;
}

describe('a NUL character in any text', () => {
  it('is refused in a JSON body with the field named, before anything runs', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/jwt',
      payload: { grant_type: 0, username: 'amy\u0000@example.test', password: 'Secret123' },
    });
    const body = expectNulRefused(signIn, 'username');
    expect(body.message).toContain('不可包含 NUL 字元');

    const contact = await app.inject({
      method: 'POST',
      url: '/api/en-us/Contact',
      payload: { name: 'Amy', email: 'amy@example.test', subject: 'general', message: 'Hi\u0000there' },
    });
    expect(expectNulRefused(contact, 'message').message).toContain('must not contain the NUL character');
  });

  it('is refused in nested fields and in the keys of a body', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const phone = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/User/Phone/SendCode',
      headers: client.headers,
      payload: { phone: '0912\u0000345678' },
    });
    expectNulRefused(phone, 'phone');

    const keyed = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/jwt',
      payload: { grant_type: 9, list: [{ ['odd\u0000key']: 1 }] },
    });
    expectNulRefused(keyed, 'list.0');
  });

  it('is refused in query strings', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const mails = await app.inject({
      url: '/api/zh-tw/Mail?start_page=0&page_size=10&keyword=%00',
      headers: client.headers,
    });
    expectNulRefused(mails, 'keyword');
    expectNulRefused(await app.inject('/dev/outbox.json?recipient=a%00b'), 'recipient');
  });
});
