import { ErrorCode } from '@app/contracts/error-codes';
import {
  DEVICE_CHECK_VALID_BEFORE_START_MS,
  summarizeUserAgent,
  type TDeviceCheck,
  type TDeviceCheckInput,
} from '@app/contracts/device-check';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import * as repo from './device-checks.repo.ts';

export type TDeviceChecksService = ReturnType<typeof createDeviceChecksService>;

type TRow = Awaited<ReturnType<typeof repo.insertDeviceCheck>>;

function toDeviceCheck(row: TRow): TDeviceCheck {
  return {
    camera: row.camera,
    microphone: row.microphone,
    speaker: row.speaker,
    direct: row.direct,
    stun: row.stun,
    turn: row.turn,
    browser: row.browser,
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** Results of `/devicecheck`, kept so the counselor knows before a session how the client's device fared. */
export function createDeviceChecksService(deps: {
  db: DbOrTx;
  courses: Pick<TCoursesService, 'findForRoom'>;
  now: () => Date;
}) {
  return {
    async record(options: {
      userId: string;
      result: TDeviceCheckInput;
      userAgent: string | undefined;
    }): Promise<TDeviceCheck> {
      const row = await repo.insertDeviceCheck(deps.db, {
        userId: options.userId,
        ...options.result,
        browser: summarizeUserAgent(options.userAgent),
        checkedAt: deps.now(),
      });
      return toDeviceCheck(row);
    },

    /**
     * The client's latest check that counts for the course: made from 30 days before its start up
     * to its end (or now, if sooner). Only the course's two parties may read it; to anyone else the
     * course does not exist.
     */
    async forCourse(options: { courseId: string; userId: string }): Promise<TDeviceCheck | null> {
      const course = await deps.courses.findForRoom(options.courseId);
      if (!course || (course.clientId !== options.userId && course.counselorId !== options.userId)) {
        throw new AppError(ErrorCode.NotFound);
      }
      const now = deps.now();
      const row = await repo.findLatest(deps.db, {
        userId: course.clientId,
        from: new Date(course.startsAt.getTime() - DEVICE_CHECK_VALID_BEFORE_START_MS),
        to: course.endsAt < now ? course.endsAt : now,
      });
      return row ? toDeviceCheck(row) : null;
    },
  };
}
