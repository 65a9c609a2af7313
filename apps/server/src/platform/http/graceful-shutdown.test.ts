import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app } = testApp;

describe('graceful shutdown', () => {
  it('finishes a sign-in already under way when the server is asked to stop', async () => {
    const user = await createUser(testApp.database, { role: 'client' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const arrived = once(app.server, 'request');
    const signIn = fetch(`http://127.0.0.1:${port}/api/zh-tw/jwt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 0, username: user.email, password: TEST_PASSWORD }),
    });
    await arrived;
    const closed = app.close();

    const response = await signIn;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { access_token: string } };
    expect(body.data.access_token).toEqual(expect.any(String));
    await closed;
    expect(app.server.listening).toBe(false);
  });
});
