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
