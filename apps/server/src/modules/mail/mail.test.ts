import { ErrorCode } from '@app/contracts/error-codes';
import { MailType, type TMail } from '@app/contracts/mail';
import { describe, expect, it } from 'vitest';
import { connectHub, listenOnFreePort, nextEvent } from '../../test/badge-hub-client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, type TTestUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;
const baseUrl = await listenOnFreePort(app);

type TSignedIn = TTestUser & { headers: { authorization: string } };
const client = () => createSignedInUser(testApp, { role: 'client' });

/** Sends the user a mail through the mail service (the dev route), a minute after the last one. */
async function sendMail(user: TSignedIn, message: string, link: string | null = null): Promise<string> {
  clock.advance(60_000);
  const response = await app.inject({
    method: 'POST',
    url: '/dev/mail',
    headers: user.headers,
    payload: { type: MailType.ReserveCourse, message, link },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

async function unreadCount(user: TSignedIn): Promise<number> {
  const response = await app.inject({ url: '/api/zh-tw/Mail/Count', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function listMails(
  user: TSignedIn,
  query: string,
): Promise<{ totalRecords: number; records: TMail[] }> {
  const response = await app.inject({ url: `/api/zh-tw/Mail?${query}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function markRead(user: TSignedIn, setAll: boolean, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/zh-tw/Mail/IsRead?IsSetAll=${setAll}`,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('mailbox', () => {
  it('lists mails newest first, ten a page, with the unread count', async () => {
    const user = await client();
    for (let n = 1; n <= 12; n += 1) await sendMail(user, `mail ${n}`, n === 12 ? '/user/nextcourse' : null);

    expect(await unreadCount(user)).toBe(12);
    const first = await listMails(user, 'IsUnread=false&start_page=0');
    expect(first.totalRecords).toBe(12);
    expect(first.records.map((mail) => mail.message)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `mail ${n}`),
    );
    expect(first.records[0]).toMatchObject({
      type: MailType.ReserveCourse,
      link: '/user/nextcourse',
      isRead: false,
      createTime: clock.now().toISOString(),
    });
    const second = await listMails(user, 'IsUnread=false&start_page=1');
    expect(second.records.map((mail) => mail.message)).toEqual(['mail 2', 'mail 1']);
  });

  it('marks the listed mails read, keeps them read, and answers the new count', async () => {
    const user = await client();
    const [a, b, c] = [await sendMail(user, 'a'), await sendMail(user, 'b'), await sendMail(user, 'c')];

    const bare = await markRead(user, false, [a]);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ error_code: ErrorCode.Success, data: 2 });
    expect((await markRead(user, false, { ids: [a, b] })).json().data).toBe(1);

    const unread = await listMails(user, 'IsUnread=true&start_page=0');
    expect(unread.records.map((mail) => mail.id)).toEqual([c]);
    const all = await listMails(user, 'IsUnread=false&start_page=0');
    expect(all.records.map((mail) => [mail.message, mail.isRead])).toEqual([
      ['c', false],
      ['b', true],
      ['a', true],
    ]);
  });

  it('marks every mail read with IsSetAll=true and an empty body', async () => {
    const user = await client();
    await sendMail(user, 'one');
    await sendMail(user, 'two');

    const response = await markRead(user, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBe(0);
    expect((await listMails(user, 'IsUnread=true&start_page=0')).totalRecords).toBe(0);
    expect((await listMails(user, 'IsUnread=false&start_page=0')).totalRecords).toBe(2);
  });

  it("never shows or marks another user's mails", async () => {
    const owner = await client();
    const other = await createSignedInUser(testApp, { role: 'counselor' });
    const mine = await sendMail(owner, 'private');

    expect((await listMails(other, 'IsUnread=false&start_page=0')).totalRecords).toBe(0);
    expect((await markRead(other, false, [mine])).json().data).toBe(0);
    expect((await markRead(other, true)).statusCode).toBe(200);

    expect(await unreadCount(owner)).toBe(1);
    const owners = await listMails(owner, 'IsUnread=true&start_page=0');
    expect(owners.records).toEqual([expect.objectContaining({ id: mine, isRead: false })]);
  });

  it('refuses callers without a valid token', async () => {
    for (const url of ['/api/zh-tw/Mail/Count', '/api/zh-tw/Mail?IsUnread=false&start_page=0']) {
      const response = await app.inject({ url, headers: { authorization: 'Bearer nonsense' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().error_code).toBe(ErrorCode.Unauthenticated);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/zh-tw/Mail/IsRead?IsSetAll=true' })).statusCode,
    ).toBe(401);
  });

  it('keeps a mail link to paths of this site: another site behind a slash and a backslash is refused', async () => {
    const user = await client();
    for (const link of ['/\\evil.example/path', '//evil.example', '/%5Cevil.example']) {
      const response = await app.inject({
        method: 'POST',
        url: '/dev/mail',
        headers: user.headers,
        payload: { type: MailType.ReserveCourse, message: 'follow me', link },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('link');
    }
    expect(await unreadCount(user)).toBe(0);
  });

  it('names the field of a malformed mail id, in the locale', async () => {
    const user = await client();
    const response = await app.inject({
      method: 'POST',
      url: '/api/en-us/Mail/IsRead?IsSetAll=false',
      headers: user.headers,
      payload: { ids: ['not-an-id'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ids.0');
  });
});

describe('mail badge', () => {
  it('updates at once when a mail arrives and when mails are read', async () => {
    const user = await client();
    const socket = await connectHub(baseUrl, user.headers);

    let badge = nextEvent(socket, 'MailCount');
    const first = await sendMail(user, 'first');
    expect(await badge).toBe(1);

    badge = nextEvent(socket, 'MailCount');
    await sendMail(user, 'second');
    expect(await badge).toBe(2);

    badge = nextEvent(socket, 'MailCount');
    await markRead(user, false, [first]);
    expect(await badge).toBe(1);

    badge = nextEvent(socket, 'MailCount');
    await markRead(user, true);
    expect(await badge).toBe(0);
  });
});
