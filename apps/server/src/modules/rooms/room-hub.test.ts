import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { InterruptionOutcome } from '@app/contracts/courses';
import { KickReason, ROOM_MAX_FRAME_BYTES, RoomProgress, type TRoomProgress } from '@app/contracts/room';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/auth/access-token.ts';
import { courses } from '../../db/schema/courses.ts';
import { roomAttendances } from '../../db/schema/rooms.ts';
import { listenOnFreePort } from '../../test/badge-hub-client.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';
import { runJobNow } from '../../test/run-job-now.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  enterRoom,
  insertRoomCourse,
  kickReason,
  nextRoomEvent,
  openRoomSocket,
  recordMessages,
  type TRoomSocket,
} from '../../test/room-client.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, signIn } from '../../test/test-users.ts';
import { sessionEndsQueue } from './rooms.jobs.ts';

/** The room reports a party dropped this long after their last connection closed. */
const DROP_THRESHOLD_MS = 300;
const testApp = await buildTestApp(
  { PUBLIC_URL: 'http://site.example', CORS_ORIGINS: 'https://app.example' },
  { roomDropThresholdMs: DROP_THRESHOLD_MS },
);
const { database, clock } = testApp;
const baseUrl = await listenOnFreePort(testApp.app);
const MINUTE = 60_000;

/** A client and a counselor with a course starting `startsInMinutes` from the test clock's now. */
async function course(
  options: { startsInMinutes?: number; status?: (typeof CourseStatus)[keyof typeof CourseStatus] } = {},
) {
  const client = await createSignedInUser(testApp, { role: 'client' });
  const counselor = await createSignedInUser(testApp, { role: 'counselor' });
  const courseId = await insertRoomCourse(database, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: new Date(clock.now().getTime() + (options.startsInMinutes ?? 5) * MINUTE),
    ...(options.status === undefined ? {} : { status: options.status }),
  });
  return { client, counselor, courseId };
}

/** Both parties of a new course in its room. */
async function meeting() {
  const parties = await course();
  const counselor = await enterRoom(baseUrl, { ...parties.counselor.headers, courseId: parties.courseId });
  const client = await enterRoom(baseUrl, { ...parties.client.headers, courseId: parties.courseId });
  return { ...parties, counselorSocket: counselor.socket, clientSocket: client.socket };
}

/** Emits with an acknowledgement and answers the server's error_code. */
function send(socket: TRoomSocket, event: 'message' | 'chat', payload: unknown): Promise<number> {
  return new Promise((resolve) => {
    socket.emit(event, payload, (answer) => resolve(answer.error_code));
  });
}

const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;

/** Every progress code a socket receives, in order. */
function recordProgress(socket: TRoomSocket): TRoomProgress[] {
  const codes: TRoomProgress[] = [];
  socket.on('progress', (code) => codes.push(code));
  return codes;
}

/**
 * Waits for what a socket hears or the server records: hub events leave through the outbox after
 * the commit, which a busy machine can hold up past vi.waitFor's one-second default.
 */
function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000 });
}

/** Closes a party's connection and waits until the server has recorded its departure. */
async function dropConnection(socket: TRoomSocket, userId: string) {
  socket.disconnect();
  await eventually(async () => {
    const open = await database.db.select().from(roomAttendances).where(eq(roomAttendances.userId, userId));
    expect(open.every((row) => row.leftAt !== null)).toBe(true);
  });
}

async function courseRow(courseId: string) {
  const [row] = await database.db.select().from(courses).where(eq(courses.id, courseId));
  return row;
}

async function auditRows(courseId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'course'), eq(auditLog.subjectId, courseId)));
}

/** The actions recorded about a course, in alphabetical order (the test clock stands still). */
async function actionsAbout(courseId: string) {
  return (await auditRows(courseId)).map((row) => row.action).sort();
}

describe('room admission', () => {
  it('lets the course’s counselor and client in, tells both who is present, and starts the clock', async () => {
    const { client, counselor, courseId } = await course({ startsInMinutes: 5 });
    const first = await enterRoom(baseUrl, { ...counselor.headers, courseId });
    expect(first.data).toMatchObject({ joined: 'counselor', present: ['counselor'], chat: [] });
    expect(first.data.course).toMatchObject({ id: courseId, voiceOnly: false });

    const counselorHearsClient = nextRoomEvent(first.socket, 'join_room');
    const clientTime = new Promise<number>((resolve) => {
      const socket = openRoomSocket(baseUrl, { ...client.headers, courseId });
      socket.once('pptime', resolve);
    });
    const [data, seconds] = await counselorHearsClient;
    expect(data.joined).toBe('client');
    expect([...data.present].sort()).toEqual(['client', 'counselor']);
    // 50 minutes of talking from a start 5 minutes ahead.
    expect(seconds).toBeGreaterThan(54 * 60);
    expect(seconds).toBeLessThanOrEqual(55 * 60);
    expect(await clientTime).toBeGreaterThan(54 * 60);

    const rows = await database.db
      .select()
      .from(roomAttendances)
      .where(eq(roomAttendances.courseId, courseId));
    expect(rows.map((row) => row.userId).sort()).toEqual([client.id, counselor.id].sort());
    const [row] = await database.db
      .select({ status: courses.status })
      .from(courses)
      .where(eq(courses.id, courseId));
    expect(row?.status).toBe(CourseStatus.UnderProgress);
    // Started once, by whoever came in first: the second entry changes nothing.
    expect(
      (await auditRows(courseId)).map(({ action, actorUserId, actorRole, requestId }) => ({
        action,
        actorUserId,
        actorRole,
        requestId,
      })),
    ).toEqual([
      {
        action: 'course.started',
        actorUserId: counselor.id,
        actorRole: 'counselor',
        requestId: first.socket.id,
      },
    ]);
  });

  it('sends away a missing, forged or signed-out token with reason 1', async () => {
    const { client, courseId } = await course();
    expect(await kickReason(openRoomSocket(baseUrl, { courseId }))).toBe(KickReason.InvalidAccessToken);
    expect(await kickReason(openRoomSocket(baseUrl, { authorization: 'Bearer forged', courseId }))).toBe(
      KickReason.InvalidAccessToken,
    );
    await database.db
      .update(authSessions)
      .set({ revokedAt: clock.now() })
      .where(eq(authSessions.userId, client.id));
    expect(await kickReason(openRoomSocket(baseUrl, { ...client.headers, courseId }))).toBe(
      KickReason.InvalidAccessToken,
    );
  });

  it('sends away an expired token with reason 1', async () => {
    const { counselor, courseId } = await course({ startsInMinutes: 30 + ACCESS_TOKEN_TTL_SECONDS / 60 });
    const signedInAt = clock.now();
    // The course's room is open by the time the token has expired.
    clock.advance((ACCESS_TOKEN_TTL_SECONDS + 25 * 60) * 1000);
    try {
      expect(await kickReason(openRoomSocket(baseUrl, { ...counselor.headers, courseId }))).toBe(
        KickReason.InvalidAccessToken,
      );
      const fresh = await signIn(testApp, counselor);
      await expect(enterRoom(baseUrl, { ...fresh, courseId })).resolves.toBeTruthy();
    } finally {
      clock.set(signedInAt);
    }
  });

  it('lets the newer connection of the same person win and sends the older away with reason 2', async () => {
    const { client, courseId } = await course();
    const older = await enterRoom(baseUrl, { ...client.headers, courseId });
    const olderKicked = kickReason(older.socket);
    const olderGone = nextRoomEvent(older.socket, 'disconnect' as never);
    const newer = await enterRoom(baseUrl, { ...client.headers, courseId });
    expect(await olderKicked).toBe(KickReason.AlreadyExistInRoom);
    await olderGone;
    expect(newer.socket.connected).toBe(true);
    expect(newer.data.present).toEqual(['client']);
  });

  it('finds the room full (reason 3) for a stranger, another course’s party, an unknown or malformed room', async () => {
    const { courseId } = await course();
    const other = await course();
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const attempts = [
      { ...stranger.headers, courseId },
      { ...expert.headers, courseId },
      { ...other.client.headers, courseId },
      { ...other.counselor.headers, courseId },
      { ...stranger.headers, courseId: '00000000-0000-4000-8000-000000000000' },
      { ...stranger.headers, courseId: 'not-a-course' },
    ];
    for (const attempt of attempts) {
      expect(await kickReason(openRoomSocket(baseUrl, attempt))).toBe(KickReason.RoomIsFull);
    }
  });

  it('keeps the room closed (reason 4) before its window, after its end, and once the course is completed or canceled', async () => {
    const early = await course({ startsInMinutes: 11 });
    expect(
      await kickReason(openRoomSocket(baseUrl, { ...early.client.headers, courseId: early.courseId })),
    ).toBe(KickReason.RoomIsNotReady);
    // 60 minutes (50 + 10 buffer) from a start 61 minutes ago: closed a minute ago.
    const over = await course({ startsInMinutes: -61 });
    expect(
      await kickReason(openRoomSocket(baseUrl, { ...over.counselor.headers, courseId: over.courseId })),
    ).toBe(KickReason.RoomIsNotReady);
    for (const status of [CourseStatus.Completed, CourseStatus.Canceled]) {
      const ended = await course({ status });
      expect(
        await kickReason(openRoomSocket(baseUrl, { ...ended.client.headers, courseId: ended.courseId })),
      ).toBe(KickReason.RoomIsNotReady);
    }
    // Ten minutes before the start it opens; in the buffer it is still open.
    const opening = await course({ startsInMinutes: 10 });
    await expect(
      enterRoom(baseUrl, { ...opening.client.headers, courseId: opening.courseId }),
    ).resolves.toBeTruthy();
    const buffer = await course({ startsInMinutes: -55 });
    const inBuffer = await enterRoom(baseUrl, { ...buffer.client.headers, courseId: buffer.courseId });
    expect(inBuffer.seconds).toBeLessThan(0);
  });

  it('refuses a handshake from another site’s page, and accepts the site, a configured origin or none', async () => {
    const { client, courseId } = await course();
    const refused = openRoomSocket(baseUrl, { ...client.headers, courseId, origin: 'https://evil.example' });
    await expect(nextRoomEvent(refused, 'connect_error' as never)).resolves.toBeTruthy();
    expect(refused.connected).toBe(false);
    for (const origin of ['http://site.example', 'https://app.example', undefined]) {
      const entered = await enterRoom(baseUrl, {
        ...client.headers,
        courseId,
        ...(origin ? { origin } : {}),
      });
      expect(entered.socket.connected).toBe(true);
    }
  });

  it('sends everyone away with reason 4 when the room closes at the end of length plus buffer', async () => {
    // A 60-minute course that started 59 minutes 59 seconds ago: one second left.
    const { client, courseId } = await course({ startsInMinutes: -(60 - 1 / 60) });
    const inRoom = await enterRoom(baseUrl, { ...client.headers, courseId });
    expect(await kickReason(inRoom.socket)).toBe(KickReason.RoomIsNotReady);
  });

  it('tells the waiting party how late the other is once the start has passed', async () => {
    const { client, courseId } = await course({ startsInMinutes: -3 });
    const socket = openRoomSocket(baseUrl, { ...client.headers, courseId });
    const [late] = await nextRoomEvent(socket, 'pplate');
    expect(late).toBeGreaterThanOrEqual(180);
    expect(late).toBeLessThan(190);
  });
});

describe('signalling', () => {
  it('relays offers, answers, candidates and the plain words to the other party of the room only', async () => {
    const room = await meeting();
    const otherRoom = await meeting();
    const clientHears = recordMessages(room.clientSocket);
    const counselorHears = recordMessages(room.counselorSocket);
    const outsiders = [recordMessages(otherRoom.clientSocket), recordMessages(otherRoom.counselorSocket)];

    const candidate = {
      type: 'candidate',
      id: '0',
      label: 0,
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      usernameFragment: 'ab',
    };
    expect(await send(room.counselorSocket, 'message', offer)).toBe(ErrorCode.Success);
    expect(await send(room.counselorSocket, 'message', candidate)).toBe(ErrorCode.Success);
    expect(await send(room.counselorSocket, 'message', { type: 'switch_video', enabled: false })).toBe(0);
    const hangupHeard = nextRoomEvent(room.counselorSocket, 'message');
    expect(await send(room.clientSocket, 'message', { type: 'answer', sdp: 'v=0\r\n' })).toBe(0);
    expect(await send(room.clientSocket, 'message', 'hangup')).toBe(0);
    await hangupHeard;
    // The other room's own traffic arrives after anything wrongly sent to it would have.
    const outsiderHears = nextRoomEvent(otherRoom.clientSocket, 'message');
    await send(otherRoom.counselorSocket, 'message', offer);
    await outsiderHears;

    expect(clientHears).toEqual([offer, candidate, { type: 'switch_video', enabled: false }]);
    expect(counselorHears.length).toBeGreaterThanOrEqual(1);
    expect(counselorHears).toContainEqual({ type: 'answer', sdp: 'v=0\r\n' });
    expect(outsiders).toEqual([[offer], []]);
  });

  it('refuses malformed messages and chat lines with a validation error, relaying nothing', async () => {
    const room = await meeting();
    const clientHears = recordMessages(room.clientSocket);
    const chats: unknown[] = [];
    room.clientSocket.on('chat', (line) => chats.push(line));
    const bad = [
      'goodbye',
      42,
      null,
      { type: 'offer' },
      { type: 'offer', sdp: 'x'.repeat(40_000) },
      { type: 'candidate', id: '0', label: 'zero', candidate: '' },
      { type: 'time', seconds: 1 },
      // A type the protocol does not have.
      { type: 'renegotiate', sdp: 'v=0\r\n' },
    ];
    for (const payload of bad)
      expect(await send(room.counselorSocket, 'message', payload)).toBe(ErrorCode.ValidationFailed);
    for (const payload of [
      'not json',
      '{"message":""}',
      { message: 'an object, not JSON text' },
      JSON.stringify({ message: 'x'.repeat(1001) }),
    ]) {
      expect(await send(room.counselorSocket, 'chat', payload)).toBe(ErrorCode.ValidationFailed);
    }
    const heard = nextRoomEvent(room.clientSocket, 'message');
    await send(room.counselorSocket, 'message', offer);
    await heard;
    expect(clientHears).toEqual([offer]);
    expect(chats).toEqual([]);
  });

  it('closes a connection that sends an oversized frame, without touching other rooms', async () => {
    const room = await meeting();
    const otherRoom = await meeting();
    const gone = nextRoomEvent(room.counselorSocket, 'disconnect' as never);
    room.counselorSocket.emit('message', { type: 'offer', sdp: 'x'.repeat(ROOM_MAX_FRAME_BYTES + 1) });
    await gone;
    const heard = nextRoomEvent(otherRoom.clientSocket, 'message');
    expect(await send(otherRoom.counselorSocket, 'message', offer)).toBe(0);
    expect(await heard).toEqual([offer]);
  });

  it('refuses a flood beyond the burst with a rate-limit error, while another room carries on', async () => {
    const room = await meeting();
    const otherRoom = await meeting();
    const clientHears = recordMessages(room.clientSocket);
    const errors: unknown[] = [];
    room.counselorSocket.on('error', (error) => errors.push(error));
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => send(room.counselorSocket, 'message', offer)),
    );
    const refused = answers.filter((code) => code === ErrorCode.RateLimited).length;
    expect(refused).toBeGreaterThan(200);
    expect(answers.filter((code) => code === 0).length).toBe(300 - refused);
    expect(errors[0]).toEqual({ error_code: ErrorCode.RateLimited, event: 'message' });

    const heard = nextRoomEvent(otherRoom.clientSocket, 'message');
    expect(await send(otherRoom.counselorSocket, 'message', offer)).toBe(0);
    expect(await heard).toEqual([offer]);
    // Only what the budget let through reached the client.
    await eventually(() => expect(clientHears).toHaveLength(300 - refused));
  });
});

describe('chat', () => {
  it('carries lines both ways with their time and keeps them for a party who enters again', async () => {
    const room = await meeting();
    const clientGets = nextRoomEvent(room.clientSocket, 'chat');
    expect(
      await send(room.counselorSocket, 'chat', JSON.stringify({ message: '你好，今天感覺如何？' })),
    ).toBe(0);
    const [fromCounselor] = await clientGets;
    expect(fromCounselor).toMatchObject({
      user: room.counselor.id,
      owner: 1,
      message: '你好，今天感覺如何？',
    });
    expect(Date.parse(fromCounselor.time)).toBe(clock.now().getTime());

    const counselorGets = nextRoomEvent(room.counselorSocket, 'chat');
    expect(await send(room.clientSocket, 'chat', JSON.stringify({ message: '  還不錯  ' }))).toBe(0);
    const [fromClient] = await counselorGets;
    expect(fromClient).toMatchObject({ user: room.client.id, owner: 0, message: '還不錯' });

    const again = await enterRoom(baseUrl, { ...room.client.headers, courseId: room.courseId });
    expect(again.data.chat.map((line) => line.message)).toEqual(['你好，今天感覺如何？', '還不錯']);
  });
});

describe('ending the session', () => {
  it('lets only the counselor end it: the course is completed, both are told, and the room stays closed', async () => {
    const room = await meeting();
    expect(await send(room.clientSocket, 'message', 'completecourse')).toBe(ErrorCode.Forbidden);
    const [unchanged] = await database.db.select().from(courses).where(eq(courses.id, room.courseId));
    expect(unchanged?.status).toBe(CourseStatus.UnderProgress);

    const clientTold = nextRoomEvent(room.clientSocket, 'message');
    const counselorTold = nextRoomEvent(room.counselorSocket, 'message');
    expect(await send(room.counselorSocket, 'message', 'completecourse')).toBe(0);
    expect(await clientTold).toEqual(['completecourse']);
    expect(await counselorTold).toEqual(['completecourse']);
    const [completed] = await database.db.select().from(courses).where(eq(courses.id, room.courseId));
    expect(completed).toMatchObject({ status: CourseStatus.Completed, completedBy: room.counselor.id });
    expect(completed?.completedAt?.getTime()).toBe(clock.now().getTime());

    // Irreversible: a second end is refused and nobody enters again.
    expect(await send(room.counselorSocket, 'message', 'completecourse')).toBe(ErrorCode.Forbidden);
    expect(
      await kickReason(openRoomSocket(baseUrl, { ...room.client.headers, courseId: room.courseId })),
    ).toBe(KickReason.RoomIsNotReady);
  });

  it('records when each connection left', async () => {
    const room = await meeting();
    room.clientSocket.disconnect();
    await eventually(async () => {
      const rows = await database.db
        .select()
        .from(roomAttendances)
        .where(eq(roomAttendances.userId, room.client.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.leftAt).toBeInstanceOf(Date);
    });
    const [counselorRow] = await database.db
      .select()
      .from(roomAttendances)
      .where(eq(roomAttendances.userId, room.counselor.id));
    expect(counselorRow?.leftAt).toBeNull();
  });
});

describe('progress', () => {
  it('tells each party, as codes, that they entered, whether they wait, and when the other enters, is lost, drops out and is back', async () => {
    const { client, counselor, courseId } = await course();
    const counselorSocket = openRoomSocket(baseUrl, { ...counselor.headers, courseId });
    const counselorHears = recordProgress(counselorSocket);
    await eventually(() =>
      expect(counselorHears).toEqual([RoomProgress.Entered, RoomProgress.WaitingForOther]),
    );

    const clientSocket = openRoomSocket(baseUrl, { ...client.headers, courseId });
    const clientHears = recordProgress(clientSocket);
    await eventually(() => expect(counselorHears.at(-1)).toBe(RoomProgress.OtherEntered));
    await eventually(() => expect(clientHears).toEqual([RoomProgress.Entered]));

    await dropConnection(clientSocket, client.id);
    await eventually(() =>
      expect(counselorHears.slice(3)).toEqual([RoomProgress.OtherConnectionLost, RoomProgress.OtherDropped]),
    );

    const back = openRoomSocket(baseUrl, { ...client.headers, courseId });
    const backHears = recordProgress(back);
    await eventually(() => expect(counselorHears.at(-1)).toBe(RoomProgress.OtherBack));
    await eventually(() => expect(backHears).toEqual([RoomProgress.Entered]));
  });

  it('does not report a party lost when a newer connection of theirs replaces the older one', async () => {
    const room = await meeting();
    const counselorHears = recordProgress(room.counselorSocket);
    const olderGone = nextRoomEvent(room.clientSocket, 'disconnect' as never);
    const newer = await enterRoom(baseUrl, { ...room.client.headers, courseId: room.courseId });
    await olderGone;
    await eventually(() => expect(counselorHears).toContain(RoomProgress.OtherBack));
    // A real drop afterwards: its notices are the only ones, so the replacement raised none.
    await dropConnection(newer.socket, room.client.id);
    await eventually(() => expect(counselorHears.at(-1)).toBe(RoomProgress.OtherDropped));
    const losses = [RoomProgress.OtherConnectionLost, RoomProgress.OtherDropped] as TRoomProgress[];
    expect(counselorHears.filter((code) => losses.includes(code))).toEqual(losses);
  });
});

describe('the session clock', () => {
  it('is not moved by reconnections: it counts from the course alone', async () => {
    const { client, counselor, courseId } = await course({ startsInMinutes: -10 });
    await enterRoom(baseUrl, { ...counselor.headers, courseId });
    const first = await enterRoom(baseUrl, { ...client.headers, courseId });
    expect(first.seconds).toBe(40 * 60);
    await dropConnection(first.socket, client.id);
    const again = await enterRoom(baseUrl, { ...client.headers, courseId });
    expect(again.seconds).toBe(40 * 60);
    clock.advance(MINUTE);
    const later = await enterRoom(baseUrl, { ...client.headers, courseId });
    expect(later.seconds).toBe(39 * 60);
  });

  it('answers each party’s first entry for the no-show rule, however often they came back', async () => {
    const { services } = await createTestServices(testApp);
    const { client, counselor, courseId } = await course({ startsInMinutes: -1 });
    expect(await services.rooms.firstEntries(courseId)).toEqual({ client: null, counselor: null });
    const counselorEntry = clock.now();
    await enterRoom(baseUrl, { ...counselor.headers, courseId });
    clock.advance(MINUTE);
    const clientEntry = clock.now();
    const clientSocket = (await enterRoom(baseUrl, { ...client.headers, courseId })).socket;
    await dropConnection(clientSocket, client.id);
    clock.advance(MINUTE);
    await enterRoom(baseUrl, { ...client.headers, courseId });
    expect(await services.rooms.firstEntries(courseId)).toEqual({
      client: clientEntry,
      counselor: counselorEntry,
    });
    expect(await services.rooms.firstEntries('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('dropped sessions', () => {
  /** Both parties in a course under way; the client then loses `lostMinutes` before coming back. */
  async function dropAndReturn(options: { startsInMinutes: number; lostMinutes: number }) {
    const parties = await course({ startsInMinutes: options.startsInMinutes });
    const counselor = await enterRoom(baseUrl, { ...parties.counselor.headers, courseId: parties.courseId });
    const client = await enterRoom(baseUrl, { ...parties.client.headers, courseId: parties.courseId });
    await dropConnection(client.socket, parties.client.id);
    clock.advance(options.lostMinutes * MINUTE);
    const back = await enterRoom(baseUrl, { ...parties.client.headers, courseId: parties.courseId });
    return {
      ...parties,
      counselorSocket: counselor.socket,
      clientSocket: back.socket,
      seconds: back.seconds,
    };
  }

  it('lets the counselor extend the session by the time lost; both hear the new time; asking again changes nothing', async () => {
    const room = await dropAndReturn({ startsInMinutes: -10, lostMinutes: 4 });
    expect(room.seconds).toBe(36 * 60);
    // The entry's own clock may still be on its way: watch every time the client hears.
    const clientTimes: number[] = [];
    room.clientSocket.on('pptime', (seconds) => clientTimes.push(seconds));
    const counselorHears = recordProgress(room.counselorSocket);
    const clientHears = recordProgress(room.clientSocket);
    expect(await send(room.counselorSocket, 'message', 'extendsession')).toBe(ErrorCode.Success);
    await eventually(() => expect(clientTimes.at(-1)).toBe(40 * 60));
    await eventually(() => expect(counselorHears.at(-1)).toBe(RoomProgress.SessionExtended));
    await eventually(() => expect(clientHears).toEqual([RoomProgress.SessionExtended]));
    expect((await courseRow(room.courseId))?.extensionSeconds).toBe(4 * 60);

    expect(await send(room.counselorSocket, 'message', 'extendsession')).toBe(ErrorCode.Success);
    expect((await courseRow(room.courseId))?.extensionSeconds).toBe(4 * 60);
    expect(await actionsAbout(room.courseId)).toEqual(['course.extended', 'course.started']);
    // A party entering now counts down to the new end.
    const again = await enterRoom(baseUrl, { ...room.client.headers, courseId: room.courseId });
    expect(again.seconds).toBe(40 * 60);
  });

  it('refuses the client, and a session with no time lost', async () => {
    const room = await dropAndReturn({ startsInMinutes: -10, lostMinutes: 2 });
    expect(await send(room.clientSocket, 'message', 'extendsession')).toBe(ErrorCode.Forbidden);
    expect(await send(room.clientSocket, 'message', 'interruptcourse')).toBe(ErrorCode.Forbidden);
    expect(await courseRow(room.courseId)).toMatchObject({
      extensionSeconds: 0,
      status: CourseStatus.UnderProgress,
    });

    const intact = await meeting();
    expect(await send(intact.counselorSocket, 'message', 'extendsession')).toBe(ErrorCode.Conflict);
  });

  it('extends no further than the buffer: the talking time then ends when the room closes', async () => {
    // Fifteen minutes lost in a 60-minute course (50 + 10): ten are given back.
    const room = await dropAndReturn({ startsInMinutes: -40, lostMinutes: 15 });
    const counselorTime = nextRoomEvent(room.counselorSocket, 'pptime');
    expect(await send(room.counselorSocket, 'message', 'extendsession')).toBe(ErrorCode.Success);
    const row = await courseRow(room.courseId);
    expect(row?.extensionSeconds).toBe(10 * 60);
    const [left] = await counselorTime;
    expect(left).toBe(Math.floor(((row?.endsAt.getTime() ?? 0) - clock.now().getTime()) / 1000));

    // At the new end the room is closed to everyone.
    clock.set(row?.endsAt ?? new Date());
    expect(
      await kickReason(openRoomSocket(baseUrl, { ...room.client.headers, courseId: room.courseId })),
    ).toBe(KickReason.RoomIsNotReady);
    expect(await send(room.counselorSocket, 'message', 'extendsession')).toBe(ErrorCode.Forbidden);
  });

  it('marks a session that cannot continue interrupted, records what it owes, tells both and closes the room', async () => {
    // The parties meet 30 minutes after the start and talk for 10 before the client drops.
    const parties = await course({ startsInMinutes: -30 });
    const counselor = await enterRoom(baseUrl, { ...parties.counselor.headers, courseId: parties.courseId });
    const client = await enterRoom(baseUrl, { ...parties.client.headers, courseId: parties.courseId });
    clock.advance(10 * MINUTE);
    const clientTold = nextRoomEvent(client.socket, 'message');
    const counselorTold = nextRoomEvent(counselor.socket, 'message');
    expect(await send(counselor.socket, 'message', 'interruptcourse')).toBe(ErrorCode.Success);
    expect(await clientTold).toEqual(['interruptcourse']);
    expect(await counselorTold).toEqual(['interruptcourse']);

    expect(await courseRow(parties.courseId)).toMatchObject({
      status: CourseStatus.Canceled,
      interruptedBy: parties.counselor.id,
      deliveredSeconds: 10 * 60,
      interruptionOutcome: InterruptionOutcome.ClientRefund,
      counselorSharePermille: 0,
    });
    // Asking again changes nothing; nobody enters again.
    expect(await send(counselor.socket, 'message', 'interruptcourse')).toBe(ErrorCode.Success);
    expect(await actionsAbout(parties.courseId)).toEqual(['course.interrupted', 'course.started']);
    expect(
      await kickReason(openRoomSocket(baseUrl, { ...parties.client.headers, courseId: parties.courseId })),
    ).toBe(KickReason.RoomIsNotReady);
  });
});

describe('completion', () => {
  it('asks the client for a rating by mail and records who ended the session', async () => {
    const room = await meeting();
    expect(await send(room.counselorSocket, 'message', 'completecourse')).toBe(ErrorCode.Success);
    const [mail] = await deliveredTo(database, room.client.email);
    expect(mail?.bodyText).toContain(`http://site.example/user/rate/${room.courseId}`);
    const audit = (await auditRows(room.courseId)).find((row) => row.action === 'course.completed');
    expect(audit).toMatchObject({ actorUserId: room.counselor.id });
  });

  it('ends by the clock a session both parties were in once its room has closed, and asks for a rating', async () => {
    const room = await meeting();
    const onlyClient = await course({ startsInMinutes: 5 });
    await enterRoom(baseUrl, { ...onlyClient.client.headers, courseId: onlyClient.courseId });
    // The room closes at the end of length plus buffer: an hour after a start 5 minutes ahead.
    clock.advance(66 * MINUTE);
    await runJobNow(database, sessionEndsQueue);

    expect(await courseRow(room.courseId)).toMatchObject({
      status: CourseStatus.Completed,
      completedAt: clock.now(),
      completedBy: null,
    });
    const [mail] = await deliveredTo(database, room.client.email);
    expect(mail?.bodyText).toContain(`http://site.example/user/rate/${room.courseId}`);
    const audit = (await auditRows(room.courseId)).find((row) => row.action === 'course.completed');
    expect(audit).toMatchObject({
      actorUserId: null,
      details: { endedBy: 'clock' },
    });
    // A session only one party entered is the no-show rule's to settle.
    expect(await courseRow(onlyClient.courseId)).toMatchObject({ status: CourseStatus.UnderProgress });
  });
});
