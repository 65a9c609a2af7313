import {
  CourseLength,
  CourseStatus,
  CourseType,
  courseLengthTotalMinutes,
  type TCourseLength,
  type TCourseStatus,
} from '@app/contracts/enums';
import { ROOM_HUB_PATH, type TRoomClientEvents, type TRoomServerEvents } from '@app/contracts/room';
import { io, type Socket } from 'socket.io-client';
import { onTestFinished } from 'vitest';
import type { TDatabase } from '../db/client.ts';
import { courses } from '../db/schema/courses.ts';

export type TRoomSocket = Socket<TRoomServerEvents, TRoomClientEvents>;

/**
 * Opens a room socket the way the web app does: access token and course in the handshake query.
 * Not yet connected when answered; closed when the test ends.
 */
export function openRoomSocket(
  baseUrl: string,
  options: {
    authorization?: string;
    courseId?: string;
    origin?: string;
    /** Headers of the handshake, such as a proxy's X-Forwarded-For. */
    headers?: Record<string, string>;
    query?: Record<string, string>;
  },
): TRoomSocket {
  const query: Record<string, string> = { ...options.query };
  if (options.authorization) query['access_token'] = options.authorization.replace(/^Bearer /, '');
  if (options.courseId) query['room_name'] = options.courseId;
  const socket: TRoomSocket = io(baseUrl, {
    path: ROOM_HUB_PATH,
    transports: ['websocket'],
    query,
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...options.headers, ...(options.origin ? { origin: options.origin } : {}) },
  });
  onTestFinished(() => {
    socket.close();
  });
  return socket;
}

/** The arguments of the next `event` the socket receives. Start waiting before causing it. */
export function nextRoomEvent<E extends keyof TRoomServerEvents>(
  socket: TRoomSocket,
  event: E,
): Promise<Parameters<TRoomServerEvents[E]>> {
  return new Promise((resolve) => {
    const listener = (...args: unknown[]) => resolve(args as Parameters<TRoomServerEvents[E]>);
    socket.once(event as 'message', listener as never);
  });
}

/** Connects and waits to be let in: the join_room data and seconds; rejects with a kick or refusal. */
export async function enterRoom(baseUrl: string, options: Parameters<typeof openRoomSocket>[1]) {
  const socket = openRoomSocket(baseUrl, options);
  const [data, seconds] = await new Promise<Parameters<TRoomServerEvents['join_room']>>((resolve, reject) => {
    socket.once('join_room', (...args) => resolve(args));
    socket.once('kick_by_server', (reason) => reject(new Error(`kick_by_server ${reason}`)));
    socket.once('connect_error', reject);
  });
  return { socket, data, seconds };
}

/** The reason of the kick a socket receives next. */
export async function kickReason(socket: TRoomSocket): Promise<number> {
  const [reason] = await nextRoomEvent(socket, 'kick_by_server');
  return reason;
}

/** Everything a socket receives as `message`, in order. */
export function recordMessages(socket: TRoomSocket): unknown[] {
  const messages: unknown[] = [];
  socket.on('message', (message) => messages.push(message));
  return messages;
}

/** Inserts a course between the two users (booking comes with a later issue). */
export async function insertRoomCourse(
  database: TDatabase,
  course: {
    clientId: string;
    counselorId: string;
    startsAt: Date;
    length?: TCourseLength;
    status?: TCourseStatus;
    voiceOnly?: boolean;
  },
): Promise<string> {
  const length = course.length ?? CourseLength.SixtyMinutes;
  const [row] = await database.db
    .insert(courses)
    .values({
      type: CourseType.IssueCourse,
      status: course.status ?? CourseStatus.Init,
      length,
      voiceOnly: course.voiceOnly ?? false,
      clientId: course.clientId,
      counselorId: course.counselorId,
      startsAt: course.startsAt,
      endsAt: new Date(course.startsAt.getTime() + courseLengthTotalMinutes[length] * 60_000),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course not inserted');
  return row.id;
}
