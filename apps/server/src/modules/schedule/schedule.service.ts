import { courseLengthTotalMinutes, type TCourseLength } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { DbOrTx } from '../../db/client.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
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
  courses: Pick<TCoursesService, 'listBookedPeriods'>;
  now: () => Date;
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
      const [serviceTimes, booked] = await Promise.all([
        repo.listServiceTimes(deps.db, reach),
        deps.courses.listBookedPeriods(reach),
      ]);
      const now = deps.now().getTime();
      const starts = availableStartTimes({
        serviceTimes: serviceTimes.map(toPeriod),
        busy: booked.map(toPeriod),
        occupiedMinutes,
        earliest: now + leadHours * HOUR,
        latest: bookingWindowEnd(deps.now()),
        from: from.getTime(),
        to: to.getTime(),
      });
      return starts.map((start) => new Date(start).toISOString());
    },
  };
}
