import {
  KickReason,
  RoomRole,
  type TKickReason,
  type TRoomChatMessage,
  type TRoomCourse,
  type TRoomRole,
} from '@app/contracts/room';
import type { DbOrTx } from '../../db/client.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import { latenessSeconds, refusalOf, remainingSeconds } from './room-clock.ts';
import * as repo from './rooms.repo.ts';

type TCourse = NonNullable<Awaited<ReturnType<TCoursesService['findForRoom']>>>;

/** A party let into a course's room. */
export type TRoomSeat = { course: TCourse; role: TRoomRole; userId: string };

export type TRoomsService = ReturnType<typeof createRoomsService>;

/** The session room's rules: who enters when, its clock and its chat. */
export function createRoomsService(deps: { db: DbOrTx; courses: TCoursesService; now: () => Date }) {
  const ownerOf = (course: TCourse, userId: string) => (userId === course.counselorId ? 1 : 0);
  const otherParty = (seat: TRoomSeat) =>
    seat.role === RoomRole.Client ? seat.course.counselorId : seat.course.clientId;

  return {
    /**
     * Lets the course's client or counselor in while the room is open. Anyone else, and a course
     * that does not exist, finds the room full: its two places are taken by its parties.
     */
    async admit(userId: string, courseId: string): Promise<TRoomSeat | { refused: TKickReason }> {
      const course = await deps.courses.findForRoom(courseId);
      const role =
        course?.clientId === userId
          ? RoomRole.Client
          : course?.counselorId === userId
            ? RoomRole.Counselor
            : null;
      if (!course || !role) return { refused: KickReason.RoomIsFull };
      const refusal = refusalOf(course, deps.now());
      return refusal ? { refused: refusal } : { course, role, userId };
    },

    /** Records the entry of one connection; the course is under way from the first. */
    async enter(seat: TRoomSeat, socketId: string): Promise<void> {
      await repo.recordEntry(deps.db, {
        courseId: seat.course.id,
        userId: seat.userId,
        socketId,
        enteredAt: deps.now(),
      });
      await deps.courses.markUnderProgress(seat.course.id);
    },

    leave(seat: TRoomSeat, socketId: string): Promise<void> {
      return repo.recordExit(deps.db, { courseId: seat.course.id, socketId, leftAt: deps.now() });
    },

    /**
     * The clock as a party sees it: talking time left, and how late the other party is while
     * they have not entered since the start (null once they have, or before the start).
     */
    async clock(seat: TRoomSeat): Promise<{ remaining: number; otherLate: number | null }> {
      const now = deps.now();
      const remaining = remainingSeconds(seat.course, now);
      const late = latenessSeconds(seat.course, now);
      if (late === 0) return { remaining, otherLate: null };
      const entered = await repo.firstEntry(deps.db, seat.course.id, otherParty(seat));
      return { remaining, otherLate: entered ? null : late };
    },

    /** Seconds of talking time left now. */
    remaining(seat: TRoomSeat): number {
      return remainingSeconds(seat.course, deps.now());
    },

    roomCourse(seat: TRoomSeat): TRoomCourse {
      const { course } = seat;
      return {
        id: course.id,
        type: course.type,
        length: course.length,
        voiceOnly: course.voiceOnly,
        startTime: course.startsAt.toISOString(),
        endTime: course.endsAt.toISOString(),
      };
    },

    async chatHistory(seat: TRoomSeat): Promise<TRoomChatMessage[]> {
      const rows = await repo.listChatMessages(deps.db, seat.course.id);
      return rows.map((row) => ({
        user: row.senderId,
        owner: ownerOf(seat.course, row.senderId),
        message: row.message,
        time: row.sentAt.toISOString(),
      }));
    },

    /** Keeps a chat line for the session and answers it as both parties receive it. */
    async chat(seat: TRoomSeat, message: string): Promise<TRoomChatMessage> {
      const sentAt = deps.now();
      await repo.addChatMessage(deps.db, {
        courseId: seat.course.id,
        senderId: seat.userId,
        message,
        sentAt,
      });
      return {
        user: seat.userId,
        owner: ownerOf(seat.course, seat.userId),
        message,
        time: sentAt.toISOString(),
      };
    },

    /** The counselor ends the session (irreversible); false for the client or a course already ended. */
    async complete(seat: TRoomSeat): Promise<boolean> {
      if (seat.role !== RoomRole.Counselor) return false;
      return deps.courses.complete({ courseId: seat.course.id, counselorId: seat.userId });
    },
  };
}
