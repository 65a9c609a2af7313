import { z } from 'zod';
import { CourseLength } from './enums.ts';

/** GET /api/{locale}/CounselorSchedule/IsSetSchedule?id= : the counselor's user id. */
export const ZIsSetScheduleQuerySchema = z.object({ id: z.uuid() });
export type TIsSetScheduleQuery = z.infer<typeof ZIsSetScheduleQuerySchema>;

/** The longest range one AvailableSlots call may ask for: the booking window (3 months) and a bit. */
export const AVAILABLE_SLOTS_MAX_DAYS = 93;

/**
 * GET /api/{locale}/CounselorSchedule/AvailableSlots?counselorId=&courseLength=&from=&to= : the
 * start times (ISO-8601 instants) a session of courseLength (the spec's CourseLength code) could
 * be booked at, from `from` (inclusive) to `to` (exclusive).
 */
export const ZAvailableSlotsQuerySchema = z
  .object({
    counselorId: z.uuid(),
    courseLength: z.coerce.number().int().pipe(z.enum(CourseLength)),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), {
    path: ['to'],
    message: 'validation.end_after_start',
  })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= AVAILABLE_SLOTS_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: 'validation.range_too_long',
  });
export type TAvailableSlotsQuery = z.infer<typeof ZAvailableSlotsQuerySchema>;

/** Bookable start times, ISO-8601 UTC, ascending. */
export const ZAvailableSlotsSchema = z.array(z.iso.datetime());

/** The longest leave reason; it is sent to every client whose session the leave cancels. */
export const LEAVE_REASON_MAX_LENGTH = 200;

const ZLeavePeriodSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});
/** A leave's end must come after its start; the error names `end`. */
function endAfterStart<T extends z.ZodType<{ start: string; end: string }>>(schema: T) {
  return schema.refine(({ start, end }) => Date.parse(end) > Date.parse(start), {
    path: ['end'],
    message: 'validation.end_after_start',
  });
}

/** POST /api/{locale}/CounselorSchedule/Leave: a date-time range (several days at once) and why. */
export const ZLeaveRequestSchema = endAfterStart(
  ZLeavePeriodSchema.extend({
    reason: z
      .string()
      .trim()
      .min(1, 'validation.leave_reason')
      .max(LEAVE_REASON_MAX_LENGTH, 'validation.leave_reason'),
  }),
);
export type TLeaveRequest = z.infer<typeof ZLeaveRequestSchema>;

/** The leave taken, and how many booked sessions it canceled. */
export const ZLeaveCreatedSchema = z.object({ id: z.uuid(), cancelledCourses: z.number().int() });
export type TLeaveCreated = z.infer<typeof ZLeaveCreatedSchema>;

/** GET /api/{locale}/CounselorSchedule/Leave/Preview?start=&end= : what taking that leave would cancel. */
export const ZLeavePreviewQuerySchema = endAfterStart(ZLeavePeriodSchema);
export const ZLeavePreviewSchema = z.object({ cancelledCourses: z.number().int() });
export type TLeavePreview = z.infer<typeof ZLeavePreviewSchema>;

/** One leave of the signed-in counselor (GET /api/{locale}/CounselorSchedule/Leave). */
export const ZLeaveSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type TLeave = z.infer<typeof ZLeaveSchema>;
export const ZLeaveListSchema = z.array(ZLeaveSchema);
/** DELETE /api/{locale}/CounselorSchedule/Leave/{id}: the leave to end. */
export const ZLeaveIdParamsSchema = z.object({ id: z.uuid() });

/** The zone a counselor's weekly plan is read in, unless they choose another. */
export const DEFAULT_SCHEDULE_TIME_ZONE = 'Asia/Taipei';

/** Service hours start and end on the half hour (of the counselor's zone). */
export const SCHEDULE_STEP_MINUTES = 30;
const MINUTES_PER_DAY = 1440;

/** "HH:mm" on the half hour, 00:00 to 24:00 (24:00 is the end of the day). */
export const ZHalfHourSchema = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/, 'validation.half_hour');

/** Minutes after local midnight of an "HH:mm" time. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** "HH:mm" of minutes after local midnight (1440 is 24:00). */
export function timeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** One range of a weekday of the weekly plan, in the counselor's zone, with the service types offered. */
export const ZWeeklyRangeSchema = z
  .object({
    /** 0 Sunday … 6 Saturday. */
    weekday: z.number().int().min(0, 'validation.weekday').max(6, 'validation.weekday'),
    start: ZHalfHourSchema.refine((time) => minutesOfDay(time) < MINUTES_PER_DAY, 'validation.half_hour'),
    end: ZHalfHourSchema.refine((time) => minutesOfDay(time) > 0, 'validation.half_hour'),
    voice: z.boolean(),
    video: z.boolean(),
  })
  .refine(({ start, end }) => minutesOfDay(end) > minutesOfDay(start), {
    path: ['end'],
    message: 'validation.end_after_start',
  })
  .refine(({ voice, video }) => voice || video, { path: ['video'], message: 'validation.service_type' });
export type TWeeklyRange = z.infer<typeof ZWeeklyRangeSchema>;

/** Ranges of one weekday that overlap an earlier one of the same day: their indexes in the list. */
export function overlappingRanges(
  ranges: readonly Pick<TWeeklyRange, 'weekday' | 'start' | 'end'>[],
): number[] {
  const found: number[] = [];
  ranges.forEach((range, index) => {
    const start = minutesOfDay(range.start);
    const end = minutesOfDay(range.end);
    const clash = ranges.some(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === range.weekday &&
        minutesOfDay(other.start) < end &&
        minutesOfDay(other.end) > start,
    );
    if (clash) found.push(index);
  });
  return found;
}

/**
 * GET/PUT /api/{locale}/CounselorSchedule/WeeklyTemplate: the signed-in counselor's weekly plan,
 * replaced whole. Ranges of one weekday may not overlap; each names the service types offered.
 */
export const ZWeeklyTemplateSchema = z
  .object({
    timeZone: z.string().refine(isTimeZone, 'validation.time_zone').default(DEFAULT_SCHEDULE_TIME_ZONE),
    ranges: z.array(ZWeeklyRangeSchema).max(7 * 48),
  })
  .superRefine(({ ranges }, context) => {
    for (const index of overlappingRanges(ranges)) {
      context.addIssue({
        code: 'custom',
        path: ['ranges', index, 'start'],
        message: 'validation.schedule_overlap',
      });
    }
  });
export type TWeeklyTemplate = z.infer<typeof ZWeeklyTemplateSchema>;
export type TWeeklyTemplateInput = z.input<typeof ZWeeklyTemplateSchema>;

/** Repeat options of a service time added on the calendar (domain spec: schedule repeat). */
export const ScheduleRepeat = ['never', 'daily', 'weekly', 'monthly'] as const;
export type TScheduleRepeat = (typeof ScheduleRepeat)[number];

const ZServicePeriodSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});
const onHalfHour = (value: string) => Date.parse(value) % (SCHEDULE_STEP_MINUTES * 60_000) === 0;
/** A service time's end comes after its start, both on the half hour; the error names the field. */
function servicePeriodRules<T extends z.ZodType<{ start: string; end: string }>>(schema: T) {
  return schema
    .refine(({ start }) => onHalfHour(start), { path: ['start'], message: 'validation.half_hour' })
    .refine(({ end }) => onHalfHour(end), { path: ['end'], message: 'validation.half_hour' })
    .refine(({ start, end }) => Date.parse(end) > Date.parse(start), {
      path: ['end'],
      message: 'validation.end_after_start',
    })
    .refine(({ start, end }) => Date.parse(end) - Date.parse(start) <= 86_400_000, {
      path: ['end'],
      message: 'validation.service_time_length',
    });
}

/**
 * POST /api/{locale}/CounselorSchedule/ServiceTime: one-off service hours, repeated daily, weekly
 * or monthly (in the counselor's zone) until `until` (at most the end of the booking window).
 */
export const ZServiceTimeRequestSchema = servicePeriodRules(
  ZServicePeriodSchema.extend({
    voice: z.boolean(),
    video: z.boolean(),
    repeat: z.enum(ScheduleRepeat).default('never'),
    until: z.iso.datetime({ offset: true }).optional(),
  }),
).refine(({ voice, video }) => voice || video, { path: ['video'], message: 'validation.service_type' });
export type TServiceTimeRequest = z.input<typeof ZServiceTimeRequestSchema>;
export const ZServiceTimeCreatedSchema = z.object({
  created: z.number().int(),
  seriesId: z.uuid().nullable(),
});

/** PUT /api/{locale}/CounselorSchedule/ServiceTime/{id}: a one-off service time moved (dragged). */
export const ZServiceTimeMoveSchema = servicePeriodRules(ZServicePeriodSchema);
export type TServiceTimeMove = z.infer<typeof ZServiceTimeMoveSchema>;
export const ZServiceTimeIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/{locale}/CounselorSchedule/Calendar?from=&to= : at most 93 days. */
export const ZCalendarQuerySchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), {
    path: ['to'],
    message: 'validation.end_after_start',
  })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= AVAILABLE_SLOTS_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: 'validation.range_too_long',
  });

/** The signed-in counselor's calendar: service hours (weekly plan and one-off), bookings and leave. */
export const ZCalendarSchema = z.object({
  timeZone: z.string(),
  serviceTimes: z.array(
    z.object({
      /** Null for hours of the weekly plan, which are changed on the weekly plan page. */
      id: z.uuid().nullable(),
      seriesId: z.uuid().nullable(),
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      voice: z.boolean(),
      video: z.boolean(),
    }),
  ),
  courses: z.array(
    z.object({
      id: z.uuid(),
      start: z.iso.datetime(),
      end: z.iso.datetime(),
      status: z.number().int(),
      voiceOnly: z.boolean(),
      clientNickName: z.string(),
    }),
  ),
  leave: z.array(
    z.object({ id: z.uuid(), start: z.iso.datetime(), end: z.iso.datetime(), reason: z.string() }),
  ),
});
export type TCalendar = z.infer<typeof ZCalendarSchema>;
