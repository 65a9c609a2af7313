import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  KickReason,
  ROOM_DROP_THRESHOLD_MS,
  RoomRole,
  type TKickReason,
  type TRoomChatMessage,
  type TRoomCourse,
  type TRoomRole,
  type TSosInfo,
} from '@app/contracts/room';
import type { DbOrTx } from '../../db/client.ts';
import { jobActor, type TAuditActor } from '../../platform/audit/audit-actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TAuthService } from '../auth/auth.service.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import { COURSE_SUBJECT } from '../courses/course-summary.ts';
import { isRoomOpen, latenessSeconds, refusalOf, remainingSeconds } from './room-clock.ts';
import * as repo from './rooms.repo.ts';
import { accountSession, grantableExtension, interruptionOutcome } from './session-account.ts';

/** The job that ends sessions at the close of their room (rooms.jobs.ts). */
export const ROOM_SESSION_ENDS_JOB = 'room-session-ends';

type TCourse = NonNullable<Awaited<ReturnType<TCoursesService['findForRoom']>>>;

/** A party let into a course's room. */
export type TRoomSeat = { course: TCourse; role: TRoomRole; userId: string };

/** What a counselor's request in the room came to: done, or refused with an error code. */
export type TRoomOutcome<T = true> = { done: T } | { refused: (typeof ErrorCode)[keyof typeof ErrorCode] };

export type TRoomsService = ReturnType<typeof createRoomsService>;

/** The session room's rules: who enters when, its clock, its chat and the SOS procedure. */
export function createRoomsService(deps: {
  db: DbOrTx;
  courses: TCoursesService;
  accounts: Pick<TAccountsService, 'openClientContact'>;
  auth: Pick<TAuthService, 'latestSignInAddress'>;
  now: () => Date;
}) {
  const ownerOf = (course: TCourse, userId: string) => (userId === course.counselorId ? 1 : 0);
  const otherParty = (seat: TRoomSeat) =>
    seat.role === RoomRole.Client ? seat.course.counselorId : seat.course.clientId;

  /** Seconds of talking time left now, with the extension as it stands (read afresh). */
  const remainingNow = async (seat: TRoomSeat): Promise<number> => {
    const course = (await deps.courses.findForRoom(seat.course.id)) ?? seat.course;
    return remainingSeconds(course, deps.now());
  };

  /** Each party's first entry into the course's room (null if never); null for an unknown course. */
  const firstEntries = async (
    courseId: string,
  ): Promise<{ client: Date | null; counselor: Date | null } | null> => {
    const course = await deps.courses.findForRoom(courseId);
    if (!course) return null;
    const [client, counselor] = await Promise.all([
      repo.firstEntry(deps.db, courseId, course.clientId),
      repo.firstEntry(deps.db, courseId, course.counselorId),
    ]);
    return { client, counselor };
  };

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

    /**
     * Records the entry of one connection and its address; the course is under way from the
     * first. `returning` when this party has been in the room before (a reconnection).
     */
    async enter(
      seat: TRoomSeat,
      connection: { socketId: string; ip: string | null },
      actor: TAuditActor,
    ): Promise<{ returning: boolean }> {
      const before = await repo.firstEntry(deps.db, seat.course.id, seat.userId);
      await repo.recordEntry(deps.db, {
        courseId: seat.course.id,
        userId: seat.userId,
        ...connection,
        enteredAt: deps.now(),
      });
      await deps.courses.markUnderProgress(seat.course.id, actor);
      return { returning: before !== null };
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
      const remaining = await remainingNow(seat);
      const late = latenessSeconds(seat.course, now);
      if (late === 0) return { remaining, otherLate: null };
      const entered = await repo.firstEntry(deps.db, seat.course.id, otherParty(seat));
      return { remaining, otherLate: entered ? null : late };
    },

    /** Seconds of talking time left now. */
    remaining: remainingNow,

    /** Whether the course can still be met in: not ended or canceled, and its room not closed. */
    async isOpen(courseId: string): Promise<boolean> {
      const course = await deps.courses.findForRoom(courseId);
      return course !== null && refusalOf(course, deps.now()) === null;
    },

    /**
     * Ends by the clock each session still under way whose room has closed, when both parties
     * were in it: as if the counselor had ended it (Completed, mail 5, audited), but by nobody. A
     * session only one party entered is left to the no-show rule. Answers how many were ended.
     */
    async completeEndedSessions(): Promise<number> {
      let ended = 0;
      for (const course of await deps.courses.listUnderProgressEndedBy(deps.now())) {
        const entries = await firstEntries(course.id);
        if (!entries?.client || !entries.counselor) continue;
        const completed = await deps.courses.complete({
          courseId: course.id,
          counselorId: course.counselorId,
          actor: jobActor(ROOM_SESSION_ENDS_JOB),
          byClock: true,
        });
        if (completed) ended += 1;
      }
      return ended;
    },

    /**
     * Each party's first entry into the course's room (null if never), or null for an unknown
     * course: what the no-show rule reads ten minutes after the start.
     */
    firstEntries,

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

    /**
     * The client's SOS info for the course's counselor while its room is open (domain spec §3):
     * refused to anyone else and at any other time. Each read is recorded in the audit trail, in
     * the caller's transaction, without the personal data itself.
     */
    async sosInfo(courseId: string, actor: TAuditActor): Promise<TSosInfo> {
      const now = deps.now();
      const course = await deps.courses.findForRoom(courseId);
      if (!course || actor.userId !== course.counselorId || refusalOf(course, now) !== null) {
        throw new AppError(ErrorCode.SosInfoUnavailable, {
          internal: `SOS info of course ${courseId} refused to ${actor.userId ?? 'anonymous'}`,
        });
      }
      const contact = await deps.accounts.openClientContact(course.clientId);
      if (!contact)
        throw new AppError(ErrorCode.NotFound, { internal: `client ${course.clientId} not found` });
      const ip =
        (await repo.latestEntryAddress(deps.db, course.id, course.clientId)) ??
        (await deps.auth.latestSignInAddress(course.clientId));
      await recordAudit(deps.db, {
        actor,
        action: 'course.sos_info_read',
        subjectType: COURSE_SUBJECT,
        subjectId: course.id,
        details: { client: course.clientId },
        at: now,
      });
      return { name: contact.name, phone: contact.phone, ip, emergencyContact: contact.emergencyContact };
    },

    /** The counselor ends the session (irreversible); false for the client or a course already ended. */
    async complete(seat: TRoomSeat, actor: TAuditActor): Promise<boolean> {
      if (seat.role !== RoomRole.Counselor) return false;
      return deps.courses.complete({ courseId: seat.course.id, counselorId: seat.userId, actor });
    },

    /**
     * The counselor extends the talking time by the time lost to dropped connections, capped by
     * the slot's buffer, and answers the seconds left after it. Asking again changes nothing
     * unless more time has been lost since. Refused to the client, outside a session under way,
     * and when no time has been lost.
     */
    async extend(seat: TRoomSeat, actor: TAuditActor): Promise<TRoomOutcome<{ remaining: number }>> {
      const course = await sessionOf(seat);
      if (!course) return { refused: ErrorCode.Forbidden };
      const { lostSeconds } = await account(course);
      const extensionSeconds = grantableExtension(course, lostSeconds);
      if (extensionSeconds === 0) return { refused: ErrorCode.Conflict };
      if (extensionSeconds > course.extensionSeconds) {
        const extended = await deps.courses.extend({
          courseId: course.id,
          counselorId: seat.userId,
          extensionSeconds,
          actor,
        });
        if (!extended) return { refused: ErrorCode.Forbidden };
      }
      return { done: { remaining: remainingSeconds({ ...course, extensionSeconds }, deps.now()) } };
    },

    /**
     * The counselor ends a session that cannot continue: the course is canceled with what the
     * interruption policy says it owes. Asking again once it is done changes nothing.
     */
    async interrupt(seat: TRoomSeat, actor: TAuditActor): Promise<TRoomOutcome> {
      if (seat.role !== RoomRole.Counselor) return { refused: ErrorCode.Forbidden };
      const course = await deps.courses.findForRoom(seat.course.id);
      if (course?.interruptedAt) return { done: true };
      if (!course || !(await sessionOf(seat))) return { refused: ErrorCode.Forbidden };
      const { deliveredSeconds } = await account(course);
      const interrupted = await deps.courses.interrupt({
        courseId: course.id,
        counselorId: seat.userId,
        deliveredSeconds,
        ...interruptionOutcome(course, deliveredSeconds),
        actor,
      });
      return interrupted ? { done: true } : { refused: ErrorCode.Forbidden };
    },
  };

  /** The course of a counselor's seat while its session is under way and its room open, else null. */
  async function sessionOf(seat: TRoomSeat) {
    if (seat.role !== RoomRole.Counselor) return null;
    const course = await deps.courses.findForRoom(seat.course.id);
    if (course?.status !== CourseStatus.UnderProgress || !isRoomOpen(course, deps.now())) return null;
    return course;
  }

  async function account(course: TCourse) {
    const rows = await repo.listAttendances(deps.db, course.id);
    return accountSession(
      course,
      {
        client: rows.filter((row) => row.userId === course.clientId),
        counselor: rows.filter((row) => row.userId === course.counselorId),
      },
      deps.now(),
      ROOM_DROP_THRESHOLD_MS,
    );
  }
}
