import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

// The profile read answers from rows the instance remembers (client-row-cache.ts); every change
// of a user's row is announced by a database trigger, whoever makes it.
const testApp = await buildTestApp();
const { app, database } = testApp;

async function profileOf(headers: { authorization: string }) {
  const response = await app.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as { nickName: string; useEmailCourseNotifyOneDay: boolean };
}

describe("the remembered client's profile", () => {
  it('shows a change made in SQL, outside the app, on the next read', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await profileOf(client.headers)).nickName).toBe(client.nickname);

    await database.exec(`update users set nickname = '改過的暱稱' where id = '${client.id}'`);

    // On PGlite the notification is heard before the statement returns; a PostgreSQL server sends
    // it to the listening connection at the commit, which the read waits for rather than races.
    await expect
      .poll(async () => (await profileOf(client.headers)).nickName, { timeout: 1_000, interval: 10 })
      .toBe('改過的暱稱');
  });

  it('keeps what it remembered when the changing transaction rolls back', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await profileOf(client.headers);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ nickname: '不會留下' }).where(eq(users.id, client.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect((await profileOf(client.headers)).nickName).toBe(client.nickname);
  });

  it('answers many reads at once with the same profile', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const profiles = await Promise.all(Array.from({ length: 20 }, () => profileOf(client.headers)));
    expect(new Set(profiles.map((profile) => profile.nickName))).toEqual(new Set([client.nickname]));
  });

  it('still refuses another role and a signed-out client', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const response = await app.inject({ url: '/api/zh-tw/client', headers: counselor.headers });
    expect(response.statusCode).toBe(403);

    const client = await createSignedInUser(testApp, { role: 'client' });
    await profileOf(client.headers);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/User/Logout',
      headers: client.headers,
    });
    expect(logout.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/zh-tw/client', headers: client.headers });
    expect(after.statusCode).toBe(401);
  });
});
