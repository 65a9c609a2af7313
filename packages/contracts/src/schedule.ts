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
