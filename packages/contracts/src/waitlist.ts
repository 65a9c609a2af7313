import { z } from 'zod';
import { CourseStatus } from './enums.ts';
import { minutesOfDay, ZHalfHourSchema } from './schedule.ts';

/** How long a waitlisted client has to take a slot offered to them before the next one is offered it. */
export const WAITLIST_OFFER_MINUTES = 30;

/** Preferred days and times are read in the product's zone (docs/decisions.md "Waitlist"). */
export const WAITLIST_TIME_ZONE = 'Asia/Taipei';

/**
 * POST /api/{locale}/Waitlist: the client waits for a slot of the topic (which fixes the length
 * and price) starting on one of `weekdays` (0 Sunday … 6 Saturday) between `fromTime` and
 * `toTime` ("HH:mm" in Asia/Taipei, the start inside [from, to)).
 */
export const ZJoinWaitlistInputSchema = z
  .object({
    issueCourseId: z.uuid(),
    weekdays: z
      .array(z.number().int().min(0, 'validation.weekday').max(6, 'validation.weekday'))
      .min(1, 'validation.at_least_one')
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    fromTime: ZHalfHourSchema,
    toTime: ZHalfHourSchema,
  })
  .refine(({ fromTime, toTime }) => minutesOfDay(toTime) > minutesOfDay(fromTime), {
    path: ['toTime'],
    message: 'validation.end_after_start',
  });
export type TJoinWaitlistInput = z.input<typeof ZJoinWaitlistInputSchema>;

/** The open offer of an entry: a slot held for the client until `expiresAt`. */
export const ZWaitlistOfferSchema = z.object({
  courseId: z.uuid(),
  /** ISO 8601 (UTC). */
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Points the client pays on accepting it. */
  price: z.number().int(),
});
export type TWaitlistOffer = z.infer<typeof ZWaitlistOfferSchema>;

/** One of the client's waitlist entries still waiting (GET /api/{locale}/Waitlist/Mine). */
export const ZWaitlistEntrySchema = z.object({
  id: z.uuid(),
  issueCourse: z.object({ id: z.uuid(), title: z.string() }),
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  weekdays: z.array(z.number().int()),
  fromTime: z.string(),
  toTime: z.string(),
  /** When the client joined (ISO 8601): earlier entries are offered first. */
  createdAt: z.iso.datetime(),
  offer: ZWaitlistOfferSchema.nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntrySchema>;

export const ZWaitlistEntriesSchema = z.array(ZWaitlistEntrySchema);

/** POST /api/{locale}/Waitlist/Offer/{courseId}/Accept: the course booked (status Init). */
export const ZAcceptedOfferSchema = z.object({ courseId: z.uuid(), status: z.enum(CourseStatus) });

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: WAITLIST_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether a session starting at `start` is one the entry waits for: its weekday, its start inside [from, to) in Taipei. */
export function startsInWaitlistWindow(
  start: Date,
  entry: { weekdays: readonly number[]; fromMinute: number; toMinute: number },
): boolean {
  const parts = Object.fromEntries(zoneParts.formatToParts(start).map((part) => [part.type, part.value]));
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  const weekday = WEEKDAYS.indexOf(parts.weekday ?? '');
  return entry.weekdays.includes(weekday) && minute >= entry.fromMinute && minute < entry.toMinute;
}
