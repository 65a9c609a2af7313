import { describe, expect, it } from 'vitest';
import { enterRoom, insertRoomCourse, kickReason, nextRoomEvent } from '../../test/room-client.ts';
import { createUser, signIn } from '../../test/test-users.ts';
import { startTwoInstances } from '../../test/two-instances.ts';

const { config, database, clock, instanceA, urlA, urlB } = await startTwoInstances('room-hub.redis-test.ts');

async function partiesOfACourse() {
  const client = await createUser(database, { role: 'client' });
  const counselor = await createUser(database, { role: 'counselor' });
  const courseId = await insertRoomCourse(database, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: new Date(clock.now().getTime() + 5 * 60_000),
  });
  const testApp = { app: instanceA, database, config, clock };
  return {
    courseId,
    client: await signIn(testApp, client),
    counselor: await signIn(testApp, counselor),
  };
}

describe('session room across instances', () => {
  it('sees both parties present and relays signalling and chat between instances', async () => {
    const { courseId, client, counselor } = await partiesOfACourse();
    const onA = await enterRoom(urlA, { ...counselor, courseId });
    const clientEnters = nextRoomEvent(onA.socket, 'join_room');
    const onB = await enterRoom(urlB, { ...client, courseId });
    expect([...onB.data.present].sort()).toEqual(['client', 'counselor']);
    expect((await clientEnters)[0].joined).toBe('client');

    const offer = { type: 'offer', sdp: 'v=0\r\n' } as const;
    const offerOnB = nextRoomEvent(onB.socket, 'message');
    onA.socket.emit('message', offer);
    expect(await offerOnB).toEqual([offer]);

    const answer = { type: 'answer', sdp: 'v=0\r\n' } as const;
    const answerOnA = nextRoomEvent(onA.socket, 'message');
    onB.socket.emit('message', answer);
    expect(await answerOnA).toEqual([answer]);

    const chatOnA = nextRoomEvent(onA.socket, 'chat');
    onB.socket.emit('chat', JSON.stringify({ message: 'hello across' }));
    expect((await chatOnA)[0].message).toBe('hello across');
  });

  it('sends away the older connection of a person who enters again through the other instance', async () => {
    const { courseId, client } = await partiesOfACourse();
    const older = await enterRoom(urlA, { ...client, courseId });
    const kicked = kickReason(older.socket);
    const newer = await enterRoom(urlB, { ...client, courseId });
    expect(await kicked).toBe(2);
    expect(newer.socket.connected).toBe(true);
  });
});
