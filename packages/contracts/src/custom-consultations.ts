import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema } from './envelope.ts';
import { CourseLength } from './enums.ts';

export {
  CUSTOM_CONSULTATION_ANSWER_HOURS,
  CUSTOM_CONSULTATION_PAYMENT_HOURS,
  CUSTOM_CONSULTATION_PAY_BEFORE_START_HOURS,
} from './custom-consultation-terms.ts';
export const CUSTOM_CONSULTATION_LIMITS = { message: 1000, preferredTimes: 300, reason: 500 } as const;

/** The lengths a custom consultation may have: the two full sessions (domain spec §4 CourseLength). */
export const CUSTOM_CONSULTATION_LENGTHS = [CourseLength.SixtyMinutes, CourseLength.NinetyMinutes] as const;

/**
 * What a request is now. `accepted` waits for the client's payment (the time is held); `paid` is a
 * booked course; `expired` is a request nobody answered in time or an offer not paid in time;
 * `canceled` a paid course canceled afterwards.
 */
export const CustomConsultationStatus = [
  'pending',
  'accepted',
  'paid',
  'declined',
  'expired',
  'withdrawn',
  'canceled',
] as const;
export type TCustomConsultationStatus = (typeof CustomConsultationStatus)[number];

/** POST /api/{locale}/CustomConsultation: a client asks a counselor for a personal consultation. */
export const ZCustomConsultationRequestInputSchema = z.object({
  counselorId: z.uuid('validation.required'),
  message: z
    .string('validation.custom_consultation_message')
    .trim()
    .min(1, 'validation.custom_consultation_message')
    .max(CUSTOM_CONSULTATION_LIMITS.message, 'validation.custom_consultation_message'),
  /** Free text: the days and hours that suit the client; the counselor picks the exact time. */
  preferredTimes: z
    .string('validation.custom_consultation_times')
    .trim()
    .min(1, 'validation.custom_consultation_times')
    .max(CUSTOM_CONSULTATION_LIMITS.preferredTimes, 'validation.custom_consultation_times'),
  length: z.literal(CUSTOM_CONSULTATION_LENGTHS, 'validation.custom_consultation_length'),
});
export type TCustomConsultationRequestInput = z.input<typeof ZCustomConsultationRequestInputSchema>;

/** POST …/{id}/Accept: the time offered, one AvailableSlots answers for the request's length. */
export const ZCustomConsultationAcceptSchema = z.object({
  startTime: z.iso.datetime({ offset: true, message: 'validation.custom_consultation_start' }),
});
export type TCustomConsultationAccept = z.input<typeof ZCustomConsultationAcceptSchema>;

/** POST …/{id}/Decline: the reason is required and told to the client. */
export const ZCustomConsultationDeclineSchema = z.object({
  reason: z
    .string('validation.custom_consultation_reason')
    .trim()
    .min(1, 'validation.custom_consultation_reason')
    .max(CUSTOM_CONSULTATION_LIMITS.reason, 'validation.custom_consultation_reason'),
});
export type TCustomConsultationDecline = z.input<typeof ZCustomConsultationDeclineSchema>;

/** POST …/{id}/Pay: the client agrees to the booking rules and pays from the stored value. */
export const ZCustomConsultationPaySchema = z.object({
  agree: z.literal(true, { message: 'validation.agree_required' }),
});
export type TCustomConsultationPay = z.input<typeof ZCustomConsultationPaySchema>;

export const ZCustomConsultationParamsSchema = z.object({ id: z.uuid() });
export const ZCustomConsultationListQuerySchema = ZPageQuerySchema;

export const ZCustomConsultationSchema = z.object({
  id: z.uuid(),
  status: z.enum(CustomConsultationStatus),
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  client: z.object({ id: z.uuid(), nickName: z.string() }),
  message: z.string(),
  preferredTimes: z.string(),
  length: z.literal(CUSTOM_CONSULTATION_LENGTHS),
  /** The counselor's custom price when they accepted; null before. */
  price: z.number().int().nullable(),
  /** The session's start (ISO 8601) once accepted. */
  startTime: z.iso.datetime().nullable(),
  courseId: z.uuid().nullable(),
  declineReason: z.string().nullable(),
  /** Pending: when it expires unanswered; accepted: the payment deadline; otherwise null. */
  deadline: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TCustomConsultation = z.infer<typeof ZCustomConsultationSchema>;
export const ZCustomConsultationPageSchema = ZPageSchema(ZCustomConsultationSchema);
export type TCustomConsultationPage = z.infer<typeof ZCustomConsultationPageSchema>;
