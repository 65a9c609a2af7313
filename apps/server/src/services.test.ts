import { MailType } from '@app/contracts/mail';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app.ts';
import { createTestServices } from './test/test-services.ts';
import { createSignedInUser } from './test/test-users.ts';

const testApp = await buildTestApp();
const { app } = testApp;
const { services } = await createTestServices(testApp);

type TSignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
const client = () => createSignedInUser(testApp, { role: 'client' });
const booked = (userId: string) => ({
  userId,
  type: MailType.ReserveCourse,
  message: 'Your session is booked',
});
/** The badge events queued in the outbox for the user, oldest first (they leave after commit). */
async function hubEventsTo(user: TSignedIn): Promise<unknown[]> {
  const { rows } = await testApp.database.query(
    `select data from pgboss.job where name = 'outbox-hub' and data->>'userId' = $1 order by created_on`,
    [user.id],
  );
  return rows.map((row) => row['data']);
}
const mailCount = (user: TSignedIn, count: number) => ({ userId: user.id, event: 'MailCount', count });

/** Whether the user's session still opens their profile (disabling the account ends it). */
async function isSignedIn(user: TSignedIn): Promise<boolean> {
  const response = await app.inject({ url: '/api/zh-tw/client', headers: user.headers });
  return response.statusCode === 200;
}

describe('withTransaction', () => {
  it('rolls back the writes of every module when a later step fails', async () => {
    const user = await client();

    await expect(
      services.withTransaction(async (tx) => {
        await tx.mail.sendMail(booked(user.id));
        await tx.auth.disableAccount(user.id);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');

    expect(await services.mail.unreadCount(user.id)).toBe(0);
    expect(await isSignedIn(user)).toBe(true);
    expect(await hubEventsTo(user)).toEqual([]);
  });

  it('commits the writes of both modules and the badge event together', async () => {
    const user = await client();

    await services.withTransaction(async (tx) => {
      await tx.mail.sendMail(booked(user.id));
      await tx.auth.disableAccount(user.id);
    });

    expect(await hubEventsTo(user)).toEqual([mailCount(user, 1)]);
    expect(await services.mail.unreadCount(user.id)).toBe(1);
    expect(await isSignedIn(user)).toBe(false);
  });

  it('joins the outer transaction when nested: the inner work commits or rolls back with it', async () => {
    const user = await client();

    await expect(
      services.withTransaction(async (outer) => {
        await outer.withTransaction(async (inner) => {
          expect(inner.unit.db).toBe(outer.unit.db);
          await inner.mail.sendMail(booked(user.id));
        });
        // The inner call has returned, but nothing is committed: its badge event goes with the rest.
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');

    expect(await services.mail.unreadCount(user.id)).toBe(0);
    expect(await hubEventsTo(user)).toEqual([]);
  });

  it('queues the badge event at once for work outside a transaction', async () => {
    const user = await client();

    await services.mail.sendMail(booked(user.id));

    expect(await hubEventsTo(user)).toEqual([mailCount(user, 1)]);
  });
});
