import { courseLengthTotalMinutes, type TCourseLength } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TLeave, TLeaveCreated, TLeaveRequest } from '@app/contracts/schedule';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import { availableStartTimes, type TPeriod } from './available-slots.ts';
import * as repo from './schedule.repo.ts';

const HOUR = 3_600_000;

/** Clients may book up to 3 months ahead (domain spec §9). */
export const BOOKING_WINDOW_MONTHS = 3;

function bookingWindowEnd(now: Date): number {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + BOOKING_WINDOW_MONTHS);
  return end.getTime();
}

const toPeriod = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }): TPeriod => ({
  start: startsAt.getTime(),
  end: endsAt.getTime(),
});

export type TScheduleService = ReturnType<typeof createScheduleService>;

/** Counselors' service times. */
export function createScheduleService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'isCounselor' | 'findListedCounselorLeadHours'>;
  courses: Pick<TCoursesService, 'listBookedPeriods' | 'countCancelledByLeave'>;
  now: () => Date;
  withTransaction: TWithTransaction<TServices>;
}) {
  return {
    /**
     * Whether the counselor has set service times: at least one that has not ended yet, since
     * only those can be booked. A counselor may ask about themself only; experts about anyone.
     */
    async isScheduleSet(options: { counselorId: string; caller: TRequestUser }): Promise<boolean> {
      const { counselorId, caller } = options;
      if (caller.role !== 'expert' && caller.userId !== counselorId) {
        throw new AppError(ErrorCode.Forbidden, {
          internal: `schedule of ${counselorId} asked by ${caller.userId}`,
        });
      }
      if (!(await deps.accounts.isCounselor(counselorId)))
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${counselorId} not found` });
      return repo.hasServiceTimeAhead(deps.db, counselorId, deps.now());
    },

    /**
     * The start times at which a session of `courseLength` could be booked with a listed
     * counselor within [from, to): their service times minus what their courses take, no sooner
     * than their lead time and within the booking window. Anyone not listed is not found.
     */
    async availableSlots(options: {
      counselorId: string;
      courseLength: TCourseLength;
      from: Date;
      to: Date;
    }): Promise<string[]> {
      const { counselorId, from, to } = options;
      const leadHours = await deps.accounts.findListedCounselorLeadHours(counselorId);
      if (leadHours === null)
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${counselorId} not listed` });
      const occupiedMinutes = courseLengthTotalMinutes[options.courseLength];
      // A session starting just before `to` runs past it: what it would meet there counts too.
      const reach = { counselorId, from, to: new Date(to.getTime() + occupiedMinutes * 60_000) };
      const [serviceTimes, booked, leave] = await Promise.all([
        repo.listServiceTimes(deps.db, reach),
        deps.courses.listBookedPeriods(reach),
        repo.listLeavePeriods(deps.db, reach),
      ]);
      const now = deps.now().getTime();
      const starts = availableStartTimes({
        serviceTimes: serviceTimes.map(toPeriod),
        busy: [...booked, ...leave].map(toPeriod),
        occupiedMinutes,
        earliest: now + leadHours * HOUR,
        latest: bookingWindowEnd(deps.now()),
        from: from.getTime(),
        to: to.getTime(),
      });
      return starts.map((start) => new Date(start).toISOString());
    },

    /** How many booked sessions leave over [start, end) would cancel: the counselor sees it before taking it. */
    previewLeave(options: { counselorId: string; start: Date; end: Date }): Promise<number> {
      return deps.courses.countCancelledByLeave({
        counselorId: options.counselorId,
        from: options.start,
        to: options.end,
      });
    },

    /**
     * The counselor takes leave over [start, end): in one transaction the leave is recorded and
     * the sessions booked inside it that have not started are canceled, their clients told the
     * reason. Leave may not start in the past nor overlap the counselor's other leave.
     */
    async takeLeave(options: {
      counselorId: string;
      leave: TLeaveRequest;
      actor: TAuditActor;
    }): Promise<TLeaveCreated> {
      const { counselorId, leave, actor } = options;
      const start = new Date(leave.start);
      const end = new Date(leave.end);
      const now = deps.now();
      if (start < now)
        throw new AppError(ErrorCode.LeaveStartsInPast, { internal: `leave from ${leave.start}` });
      return deps.withTransaction(async ({ unit, accounts, courses }) => {
        // One change to a counselor's time at a time: leave, and bookings, take this lock first.
        await accounts.lockUser(counselorId);
        const overlapping = await repo.listLeavePeriods(unit.db, { counselorId, from: start, to: end });
        if (overlapping.length > 0)
          throw new AppError(ErrorCode.LeaveOverlaps, { internal: `leave ${leave.start}–${leave.end}` });
        const id = await repo.insertLeave(unit.db, {
          counselorId,
          startsAt: start,
          endsAt: end,
          reason: leave.reason,
          createdAt: now,
        });
        const cancelledCourses = await courses.cancelForLeave({
          counselorId,
          from: start,
          to: end,
          reason: leave.reason,
          actor,
        });
        await recordAudit(unit.db, {
          actor,
          action: 'schedule.leave_taken',
          subjectType: 'user',
          subjectId: counselorId,
          details: {
            leaveId: id,
            start: leave.start,
            end: leave.end,
            reason: leave.reason,
            cancelledCourses,
          },
          at: now,
        });
        return { id, cancelledCourses };
      });
    },

    /** The counselor's leave that has not ended, latest first. */
    async listLeave(counselorId: string): Promise<TLeave[]> {
      const leaves = await repo.listLeavesAhead(deps.db, { counselorId, now: deps.now() });
      return leaves.map((leave) => ({
        id: leave.id,
        start: leave.startsAt.toISOString(),
        end: leave.endsAt.toISOString(),
        reason: leave.reason,
        createdAt: leave.createdAt.toISOString(),
      }));
    },
  };
}
