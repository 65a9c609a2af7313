import { MailType } from '@app/contracts/mail';
import { describe, expect, it } from 'vitest';
import { connectHub, nextEvent } from '../../test/badge-hub-client.ts';
import { createUser, signIn } from '../../test/test-users.ts';
import { startTwoInstances } from '../../test/two-instances.ts';

const { config, database, clock, instanceA, instanceB, urlA, urlB } =
  await startTwoInstances('badge-hub.redis-test.ts');

describe('badge hub across instances', () => {
  it('brings a mail sent on one instance to the user connected to another', async () => {
    const user = await createUser(database, { role: 'client' });
    const { authorization } = await signIn({ app: instanceA, database, config, clock }, user);
    const onA = await connectHub(urlA, { authorization });
    const onB = await connectHub(urlB, { authorization });

    // Both sockets hear of the new mail; the next count is awaited only after both did.
    const badgeOnA = nextEvent(onA, 'MailCount');
    const firstOnB = nextEvent(onB, 'MailCount');
    const sent = await instanceB.inject({
      method: 'POST',
      url: '/dev/mail',
      headers: { authorization },
      payload: { type: MailType.ReserveCourse, message: 'booked' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await badgeOnA).toBe(1);
    expect(await firstOnB).toBe(1);

    const badgeOnB = nextEvent(onB, 'MailCount');
    const read = await instanceA.inject({
      method: 'POST',
      url: '/api/zh-tw/Mail/IsRead?IsSetAll=true',
      headers: { authorization },
    });
    expect(read.json().data).toBe(0);
    expect(await badgeOnB).toBe(0);
  });
});
