import { ErrorCode } from '@app/contracts/error-codes';
import { MailType } from '@app/contracts/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema/auth.ts';
import { connectHub, listenOnFreePort, nextEvent, type THubSocket } from '../../test/badge-hub-client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const baseUrl = await listenOnFreePort(app);

const client = () => createSignedInUser(testApp, { role: 'client' });

/** A mail to the signed-in user, through the app's mail service. */
async function mailTo(user: { headers: { authorization: string } }) {
  const response = await app.inject({
    method: 'POST',
    url: '/dev/mail',
    headers: user.headers,
    payload: { type: MailType.Remind, message: 'reminder' },
  });
  expect(response.statusCode).toBe(200);
}

/** Every MailCount the socket receives, in order. */
function recordMailCounts(socket: THubSocket): number[] {
  const counts: number[] = [];
  socket.on('MailCount', (count) => counts.push(count));
  return counts;
}

describe('badge hub', () => {
  it('refuses a socket without a valid access token', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const refusal = connectHub(baseUrl, authorization ? { authorization } : {});
      await expect(refusal).rejects.toMatchObject({
        message: 'unauthorized',
        data: { error_code: ErrorCode.Unauthenticated },
      });
    }
  });

  it('refuses a token whose session has ended', async () => {
    const user = await client();
    await database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.userId, user.id));
    await expect(connectHub(baseUrl, user.headers)).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('sends a socket only the counters of its own account, whatever account the query names', async () => {
    const victim = await client();
    const snooper = await client();
    const snooping = await connectHub(baseUrl, {
      authorization: snooper.headers.authorization,
      query: { useraccount: victim.id },
    });
    const snooperCounts = recordMailCounts(snooping);
    const victimSocket = await connectHub(baseUrl, victim.headers);

    const victimBadge = nextEvent(victimSocket, 'MailCount');
    await mailTo(victim);
    await mailTo(victim);
    expect(await victimBadge).toBe(1);

    // Emits reach a socket in order: had the victim's counts been sent to the snooper, they would
    // arrive before the snooper's own.
    const snooperBadge = nextEvent(snooping, 'MailCount');
    await mailTo(snooper);
    expect(await snooperBadge).toBe(1);
    expect(snooperCounts).toEqual([1]);
  });

  it('works over long-polling when websockets are refused', async () => {
    const user = await client();
    const socket = await connectHub(baseUrl, { ...user.headers, transport: 'polling' });
    expect(socket.io.engine.transport.name).toBe('polling');

    const badge = nextEvent(socket, 'MailCount');
    await mailTo(user);
    expect(await badge).toBe(1);
  });
});
