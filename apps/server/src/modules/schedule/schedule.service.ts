import { courseLengthTotalMinutes, type TCourseLength, type TServiceType } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  DEFAULT_SCHEDULE_TIME_ZONE,
  minutesOfDay,
  timeOfDay,
  ZServiceTimeRequestSchema,
  type TCalendar,
  type TLeave,
  type TLeaveCreated,
  type TLeaveRequest,
  type TServiceTimeMove,
  type TWeeklyTemplate,
} from '@app/contracts/schedule';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import type { TLecturesService } from '../lectures/lectures.service.ts';
import { availableStartTimes, type TPeriod } from './available-slots.ts';
import * as repo from './schedule.repo.ts';
import { expandWeeklyHours, repeatOccurrences, type TServicePeriod } from './weekly-hours.ts';

const HOUR = 3_600_000;

/** Clients may book up to 3 months ahead (domain spec §9). */
export const BOOKING_WINDOW_MONTHS = 3;

function bookingWindowEnd(now: Date): number {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + BOOKING_WINDOW_MONTHS);
  return end.getTime();
}

/** Whether `period` lies wholly inside the union of `cover`. */
function isCovered(period: TPeriod, cover: readonly TPeriod[]): boolean {
  let reached = period.start;
  for (const piece of [...cover].sort((a, b) => a.start - b.start)) {
    if (piece.start > reached) break;
    reached = Math.max(reached, piece.end);
    if (reached >= period.end) return true;
  }
  return reached >= period.end;
}

const toPeriod = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }): TPeriod => ({
  start: startsAt.getTime(),
  end: endsAt.getTime(),
});

export type TScheduleService = ReturnType<typeof createScheduleService>;

/** Counselors' service times. */
export function createScheduleService(deps: {
  db: DbOrTx;
  accounts: Pick<
    TAccountsService,
    'isCounselor' | 'findListedCounselorLeadHours' | 'findListedCounselorsLeadHours'
  >;
  courses: Pick<
    TCoursesService,
    'listBookedPeriods' | 'listBookedPeriodsOf' | 'countCancelledByLeave' | 'listForCalendar'
  >;
  /** The lectures a counselor hosts: their time is neither bookable nor open to leave. */
  lectures: Pick<TLecturesService, 'hostedPeriods' | 'hostedPeriodsOf'>;
  /** Queues, in tx, a matching of the counselor's waitlist against the hours just added. */
  timeAdded: (tx: DbOrTx, counselorId: string) => Promise<void>;
  now: () => Date;
  withTransaction: TWithTransaction<TServices>;
}) {
  /** The counselor's weekly plan and the zone it is read in (Taipei when they have none). */
  async function weeklyPlan(db: DbOrTx, counselorId: string) {
    const ranges = await repo.listWeeklyHours(db, counselorId);
    return { ranges, timeZone: ranges[0]?.timeZone ?? DEFAULT_SCHEDULE_TIME_ZONE };
  }

  /** Every service time overlapping [from, to): the weekly plan's, expanded, and the one-off ones. */
  async function serviceTimesIn(
    db: DbOrTx,
    options: { counselorId: string; from: Date; to: Date },
  ): Promise<{
    timeZone: string;
    weekly: TServicePeriod[];
    oneOff: Awaited<ReturnType<typeof repo.listServiceTimeRows>>;
  }> {
    const [plan, oneOff] = await Promise.all([
      weeklyPlan(db, options.counselorId),
      repo.listServiceTimeRows(db, options),
    ]);
    const weekly = expandWeeklyHours(
      plan.ranges,
      plan.timeZone,
      options.from.getTime(),
      options.to.getTime(),
    );
    return { timeZone: plan.timeZone, weekly, oneOff };
  }

  /** The counselor's weekly plan as the API shows it: "HH:mm" ranges in their zone. */
  async function readTemplate(counselorId: string): Promise<TWeeklyTemplate> {
    const plan = await weeklyPlan(deps.db, counselorId);
    return {
      timeZone: plan.timeZone,
      ranges: plan.ranges.map((range) => ({
        weekday: range.weekday,
        start: timeOfDay(range.startMinute),
        end: timeOfDay(range.endMinute),
        voice: range.voice,
        video: range.video,
      })),
    };
  }

  /**
   * Whether one of `booked` (sessions in a one-off service time about to move or go) would be left
   * outside service time: covered neither by the counselor's other service times nor by `also`.
   */
  async function strandedBookings(
    db: DbOrTx,
    options: { counselorId: string; id: string; booked: { startsAt: Date; endsAt: Date }[]; also?: TPeriod },
  ): Promise<boolean> {
    if (options.booked.length === 0) return false;
    const from = new Date(Math.min(...options.booked.map((course) => course.startsAt.getTime())));
    const to = new Date(Math.max(...options.booked.map((course) => course.endsAt.getTime())));
    const others = await serviceTimesIn(db, { counselorId: options.counselorId, from, to });
    const cover = [
      ...others.weekly,
      ...others.oneOff.filter((row) => row.id !== options.id).map(toPeriod),
      ...(options.also ? [options.also] : []),
    ];
    return options.booked.some((course) => !isCovered(toPeriod(course), cover));
  }

  /** Refuses service times that start in the past or after the booking window. */
  function checkWithinWindow(starts: readonly number[]): void {
    const now = deps.now();
    const latest = bookingWindowEnd(now);
    if (starts.some((start) => start < now.getTime() || start > latest))
      throw new AppError(ErrorCode.ServiceTimeOutsideWindow, { internal: `service time outside the window` });
  }

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
      const [plan, ahead] = await Promise.all([
        repo.listWeeklyHours(deps.db, counselorId),
        repo.hasServiceTimeAhead(deps.db, counselorId, deps.now()),
      ]);
      // A weekly plan recurs without end: it always has hours ahead.
      return plan.length > 0 || ahead;
    },

    /** The counselor's weekly plan ("HH:mm" ranges in their zone). */
    weeklyTemplate: (counselorId: string) => readTemplate(counselorId),

    /** Replaces the counselor's weekly plan whole (validated by its schema), audited. */
    async replaceWeeklyTemplate(options: {
      counselorId: string;
      template: TWeeklyTemplate;
      actor: TAuditActor;
    }): Promise<TWeeklyTemplate> {
      const { counselorId, template, actor } = options;
      await deps.withTransaction(async ({ unit, accounts }) => {
        await accounts.lockUser(counselorId);
        await repo.replaceWeeklyHours(unit.db, counselorId, {
          timeZone: template.timeZone,
          ranges: template.ranges.map((range) => ({
            weekday: range.weekday,
            startMinute: minutesOfDay(range.start),
            endMinute: minutesOfDay(range.end),
            voice: range.voice,
            video: range.video,
          })),
        });
        await recordAudit(unit.db, {
          actor,
          action: 'schedule.weekly_template_set',
          subjectType: 'user',
          subjectId: counselorId,
          details: { timeZone: template.timeZone, ranges: template.ranges.length },
          at: deps.now(),
        });
        await deps.timeAdded(unit.db, counselorId);
      });
      return readTemplate(counselorId);
    },

    /** The counselor's calendar over [from, to): service hours, bookings and leave, one query each. */
    async calendar(options: { counselorId: string; from: Date; to: Date }): Promise<TCalendar> {
      const [times, booked, leave] = await Promise.all([
        serviceTimesIn(deps.db, options),
        deps.courses.listForCalendar(options),
        repo.listLeaveRows(deps.db, options),
      ]);
      const iso = (instant: number | Date) => new Date(instant).toISOString();
      return {
        timeZone: times.timeZone,
        serviceTimes: [
          ...times.weekly.map((period) => ({
            id: null,
            seriesId: null,
            start: iso(period.start),
            end: iso(period.end),
            voice: period.voice,
            video: period.video,
          })),
          ...times.oneOff.map((row) => ({
            id: row.id,
            seriesId: row.seriesId,
            start: iso(row.startsAt),
            end: iso(row.endsAt),
            voice: row.voice,
            video: row.video,
          })),
        ].sort((a, b) => a.start.localeCompare(b.start)),
        courses: booked.map((course) => ({
          id: course.id,
          start: iso(course.startsAt),
          end: iso(course.endsAt),
          status: course.status,
          voiceOnly: course.voiceOnly,
          clientNickName: course.clientNickName,
        })),
        leave: leave.map((row) => ({
          id: row.id,
          start: iso(row.startsAt),
          end: iso(row.endsAt),
          reason: row.reason,
        })),
      };
    },

    /**
     * Adds one-off service hours, repeated daily, weekly or monthly in the counselor's zone until
     * `until` (the end of the booking window at most); every occurrence must start from now on.
     */
    async addServiceTime(options: {
      counselorId: string;
      request: z.output<typeof ZServiceTimeRequestSchema>;
      actor: TAuditActor;
    }): Promise<{ created: number; seriesId: string | null }> {
      const { counselorId, request, actor } = options;
      const now = deps.now();
      const windowEnd = bookingWindowEnd(now);
      const start = Date.parse(request.start);
      const until = Math.min(request.until ? Date.parse(request.until) : windowEnd, windowEnd + 1);
      checkWithinWindow([start]);
      const { timeZone } = await weeklyPlan(deps.db, counselorId);
      const occurrences = repeatOccurrences({
        start,
        end: Date.parse(request.end),
        repeat: request.repeat,
        until: request.repeat === 'never' ? start + 1 : until,
        timeZone,
      });
      const seriesId = occurrences.length > 1 ? crypto.randomUUID() : null;
      await deps.withTransaction(async ({ unit }) => {
        await repo.insertServiceTimes(
          unit.db,
          occurrences.map((occurrence) => ({
            counselorId,
            startsAt: new Date(occurrence.start),
            endsAt: new Date(occurrence.end),
            voice: request.voice,
            video: request.video,
            seriesId,
          })),
        );
        await recordAudit(unit.db, {
          actor,
          action: 'schedule.service_time_added',
          subjectType: 'user',
          subjectId: counselorId,
          details: {
            start: request.start,
            end: request.end,
            repeat: request.repeat,
            created: occurrences.length,
          },
          at: now,
        });
        await deps.timeAdded(unit.db, counselorId);
      });
      return { created: occurrences.length, seriesId };
    },

    /**
     * Moves one of the counselor's one-off service times (dragged on the calendar): not into the
     * past or past the booking window, not over a booked session or leave, and not away from a
     * session booked in it that no other service time covers. Someone else's is not found.
     */
    async moveServiceTime(options: {
      counselorId: string;
      id: string;
      move: TServiceTimeMove;
      actor: TAuditActor;
    }): Promise<void> {
      const { counselorId, id, move, actor } = options;
      const startsAt = new Date(move.start);
      const endsAt = new Date(move.end);
      checkWithinWindow([startsAt.getTime()]);
      await deps.withTransaction(async ({ unit, accounts, courses }) => {
        await accounts.lockUser(counselorId);
        const current = await repo.findServiceTime(unit.db, { counselorId, id });
        if (!current) throw new AppError(ErrorCode.NotFound, { internal: `service time ${id}` });
        const [bookedBefore, bookedAfter, leave] = await Promise.all([
          courses.listBookedPeriods({ counselorId, from: current.startsAt, to: current.endsAt }),
          courses.listBookedPeriods({ counselorId, from: startsAt, to: endsAt }),
          repo.listLeavePeriods(unit.db, { counselorId, from: startsAt, to: endsAt }),
        ]);
        const stranded = await strandedBookings(unit.db, {
          counselorId,
          id,
          booked: bookedBefore,
          also: { start: startsAt.getTime(), end: endsAt.getTime() },
        });
        if (stranded || bookedAfter.length + leave.length > 0)
          throw new AppError(ErrorCode.ServiceTimeConflict, { internal: `service time ${id} moved` });
        await repo.moveServiceTime(unit.db, { counselorId, id, startsAt, endsAt });
        await recordAudit(unit.db, {
          actor,
          action: 'schedule.service_time_moved',
          subjectType: 'user',
          subjectId: counselorId,
          details: { id, start: move.start, end: move.end },
          at: deps.now(),
        });
        await deps.timeAdded(unit.db, counselorId);
      });
    },

    /**
     * Removes one of the counselor's one-off service times; not while a session booked in it would
     * be left outside every other service time.
     */
    async removeServiceTime(options: { counselorId: string; id: string; actor: TAuditActor }): Promise<void> {
      const { counselorId, id, actor } = options;
      await deps.withTransaction(async ({ unit, accounts, courses }) => {
        await accounts.lockUser(counselorId);
        const current = await repo.findServiceTime(unit.db, { counselorId, id });
        if (!current) throw new AppError(ErrorCode.NotFound, { internal: `service time ${id}` });
        const booked = await courses.listBookedPeriods({
          counselorId,
          from: current.startsAt,
          to: current.endsAt,
        });
        if (await strandedBookings(unit.db, { counselorId, id, booked }))
          throw new AppError(ErrorCode.ServiceTimeConflict, { internal: `service time ${id} removed` });
        await repo.deleteServiceTime(unit.db, { counselorId, id });
        await recordAudit(unit.db, {
          actor,
          action: 'schedule.service_time_removed',
          subjectType: 'user',
          subjectId: counselorId,
          details: { id },
          at: deps.now(),
        });
      });
    },

    /** Which of `counselorIds` offer `serviceType` (voice or video) in a weekly hour or a service time ahead. */
    counselorsOffering(counselorIds: string[], serviceType: TServiceType): Promise<string[]> {
      return repo.findCounselorsOffering(deps.db, { counselorIds, serviceType, now: deps.now() });
    },

    /**
     * The start times at which a session of `courseLength` could be booked with a listed
     * counselor within [from, to): their service times minus what their courses, leave and hosted
     * lectures take, no sooner than their lead time and within the booking window. Anyone not
     * listed is not found.
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
      const [times, booked, leave, hosted] = await Promise.all([
        serviceTimesIn(deps.db, reach),
        deps.courses.listBookedPeriods(reach),
        repo.listLeavePeriods(deps.db, reach),
        deps.lectures.hostedPeriods(reach),
      ]);
      const now = deps.now().getTime();
      const starts = availableStartTimes({
        serviceTimes: [...times.weekly, ...times.oneOff.map(toPeriod)],
        busy: [...booked, ...leave, ...hosted].map(toPeriod),
        occupiedMinutes,
        earliest: now + leadHours * HOUR,
        latest: bookingWindowEnd(deps.now()),
        from: from.getTime(),
        to: to.getTime(),
      });
      return starts.map((start) => new Date(start).toISOString());
    },

    /**
     * The earliest bookable start within [from, to) of each listed counselor, for a session of the
     * length given for them: the directory's "next available time". One read per kind of period
     * (weekly plans, service times, courses, leave, lectures, lead times) whatever the number of counselors.
     * Counselors without a bookable start (or not listed) are left out.
     */
    async nextBookableStarts(options: {
      lengths: Map<string, TCourseLength>;
      from: Date;
      to: Date;
    }): Promise<Map<string, string>> {
      const counselorIds = [...options.lengths.keys()];
      const next = new Map<string, string>();
      if (counselorIds.length === 0) return next;
      const longest = Math.max(
        ...[...options.lengths.values()].map((length) => courseLengthTotalMinutes[length]),
      );
      const reach = {
        counselorIds,
        from: options.from,
        to: new Date(options.to.getTime() + longest * 60_000),
      };
      const [leadHours, plans, oneOff, booked, leave, hosted] = await Promise.all([
        deps.accounts.findListedCounselorsLeadHours(counselorIds),
        repo.listWeeklyHoursOf(deps.db, counselorIds),
        repo.listServiceTimePeriodsOf(deps.db, reach),
        deps.courses.listBookedPeriodsOf(reach),
        repo.listLeavePeriodsOf(deps.db, reach),
        deps.lectures.hostedPeriodsOf(reach),
      ]);
      const byCounselor = <T extends { counselorId: string }>(rows: T[]) => {
        const map = new Map<string, T[]>();
        for (const row of rows) map.set(row.counselorId, [...(map.get(row.counselorId) ?? []), row]);
        return map;
      };
      const planOf = byCounselor(plans);
      const oneOffOf = byCounselor(oneOff);
      const bookedOf = byCounselor(booked);
      const leaveOf = byCounselor(leave);
      const hostedOf = byCounselor(hosted);
      const now = deps.now().getTime();
      for (const [counselorId, length] of options.lengths) {
        const lead = leadHours.get(counselorId);
        if (lead === undefined) continue;
        const ranges = planOf.get(counselorId) ?? [];
        const weekly = expandWeeklyHours(
          ranges,
          ranges[0]?.timeZone ?? DEFAULT_SCHEDULE_TIME_ZONE,
          reach.from.getTime(),
          reach.to.getTime(),
        );
        const [first] = availableStartTimes({
          serviceTimes: [...weekly, ...(oneOffOf.get(counselorId) ?? []).map(toPeriod)],
          busy: [
            ...(bookedOf.get(counselorId) ?? []),
            ...(leaveOf.get(counselorId) ?? []),
            ...(hostedOf.get(counselorId) ?? []),
          ].map(toPeriod),
          occupiedMinutes: courseLengthTotalMinutes[length],
          earliest: now + lead * HOUR,
          latest: bookingWindowEnd(deps.now()),
          from: options.from.getTime(),
          to: options.to.getTime(),
        });
        if (first !== undefined) next.set(counselorId, new Date(first).toISOString());
      }
      return next;
    },

    /** Whether the counselor has leave overlapping [from, to) (booking checks it under the counselor's lock). */
    async isOnLeave(options: { counselorId: string; from: Date; to: Date }): Promise<boolean> {
      return (await repo.listLeavePeriods(deps.db, options)).length > 0;
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
     * reason. Leave may not start in the past, overlap the counselor's other leave, nor fall in a
     * lecture they host (domain spec: no leave during a hosted lecture; they call it off first).
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
      return deps.withTransaction(async ({ unit, accounts, courses, lectures }) => {
        // One change to a counselor's time at a time: leave, bookings and lectures take this lock first.
        await accounts.lockUser(counselorId);
        const overlapping = await repo.listLeavePeriods(unit.db, { counselorId, from: start, to: end });
        if (overlapping.length > 0)
          throw new AppError(ErrorCode.LeaveOverlaps, { internal: `leave ${leave.start}–${leave.end}` });
        if ((await lectures.hostedPeriods({ counselorId, from: start, to: end })).length > 0)
          throw new AppError(ErrorCode.LeaveDuringLecture, { internal: `leave ${leave.start}–${leave.end}` });
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

    /**
     * The counselor is back before their leave ends: a leave not yet begun is removed, one under
     * way ends now. Sessions it cancelled stay cancelled (their clients were told and refunded);
     * the time it frees is offered to the counselor's waitlist.
     */
    async endLeave(options: { counselorId: string; id: string; actor: TAuditActor }): Promise<void> {
      const { counselorId, id, actor } = options;
      await deps.withTransaction(async ({ unit, accounts }) => {
        await accounts.lockUser(counselorId);
        const now = deps.now();
        const outcome = await repo.endLeave(unit.db, { counselorId, id, now });
        if (!outcome) throw new AppError(ErrorCode.NotFound, { internal: `leave ${id}` });
        await recordAudit(unit.db, {
          actor,
          action: 'schedule.leave_ended',
          subjectType: 'user',
          subjectId: counselorId,
          details: { leaveId: id, outcome },
          at: now,
        });
        await deps.timeAdded(unit.db, counselorId);
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
