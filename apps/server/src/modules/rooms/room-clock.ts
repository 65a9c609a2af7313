import { CourseStatus, type TCourseLength, type TCourseStatus } from '@app/contracts/enums';
import {
  courseLengthSessionMinutes,
  KickReason,
  ROOM_OPENS_BEFORE_START_MS,
  type TKickReason,
} from '@app/contracts/room';

type TTimedCourse = {
  startsAt: Date;
  endsAt: Date;
  length: TCourseLength;
  status: TCourseStatus;
  /** Talking time the counselor added for time lost to dropped connections. */
  extensionSeconds: number;
};

/** The room is open from 10 minutes before the start until the end of length plus buffer. */
export function isRoomOpen(course: TTimedCourse, now: Date): boolean {
  return now.getTime() >= course.startsAt.getTime() - ROOM_OPENS_BEFORE_START_MS && now < course.endsAt;
}

/** Why a party of the course may not enter now, or null when they may. */
export function refusalOf(course: TTimedCourse, now: Date): TKickReason | null {
  const open = course.status === CourseStatus.Init || course.status === CourseStatus.UnderProgress;
  return open && isRoomOpen(course, now) ? null : KickReason.RoomIsNotReady;
}

/**
 * Seconds of talking time left: to the start plus the length's talking minutes and any extension
 * (negative after). Reconnections do not move it: it reads only the course.
 */
export function remainingSeconds(course: TTimedCourse, now: Date): number {
  const talking = courseLengthSessionMinutes[course.length] * 60 + course.extensionSeconds;
  const end = course.startsAt.getTime() + talking * 1000;
  return Math.floor((end - now.getTime()) / 1000);
}

/** Seconds a party who has not entered is late (0 before the start). */
export function latenessSeconds(course: TTimedCourse, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - course.startsAt.getTime()) / 1000));
}
