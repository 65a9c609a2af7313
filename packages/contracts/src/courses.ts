import { z } from 'zod';
import { CourseLength, CourseStatus, CourseType } from './enums.ts';
import { ZPageSchema } from './envelope.ts';
import { ZFeedbackInputSchema, ZGivenFeedbackSchema, type TFeedbackInput } from './feedback.ts';
import { ZCoverImageSchema } from './profile.ts';

/** What every listing of a course says of it: which session, of what kind, in what state, when. */
export const ZCourseSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(CourseType),
  status: z.enum(CourseStatus),
  length: z.enum(CourseLength),
  /** A voice session (audio only), rather than video. */
  voiceOnly: z.boolean(),
  /** ISO 8601 (UTC); shown in the user's zone. */
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
});
export type TCourseSummary = z.infer<typeof ZCourseSummarySchema>;

/** The counselor of a course as its client's lists show them. */
const ZCourseCounselorSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  coverImage: ZCoverImageSchema,
});

/**
 * One of the caller's courses still to come (GET /api/{locale}/{role}/coursenext_v2). The other
 * party appears only as much as the product shows them: a counselor sees the client's nickname.
 */
export const ZUpcomingCourseSchema = ZCourseSummarySchema.extend({
  counselor: ZCourseCounselorSchema,
  client: z.object({ nickName: z.string() }),
});
export type TUpcomingCourse = z.infer<typeof ZUpcomingCourseSchema>;

/** totalRecords is the reservation bell's count. */
export const ZUpcomingCoursePageSchema = ZPageSchema(ZUpcomingCourseSchema);
export type TUpcomingCoursePage = z.infer<typeof ZUpcomingCoursePageSchema>;

export { FEEDBACK_COMMENT_MAX_CHARS } from './feedback.ts';

/**
 * POST /api/{locale}/Course/{id}/Feedback: the client rates a completed session once, 1 to 5
 * stars, with an optional comment.
 */
export const ZCourseFeedbackInputSchema = ZFeedbackInputSchema;
export type TCourseFeedbackInput = TFeedbackInput;

/** The rating as stored. */
export const ZCourseFeedbackSchema = z.object({ courseId: z.uuid(), ...ZGivenFeedbackSchema.shape });
export type TCourseFeedback = z.infer<typeof ZCourseFeedbackSchema>;

/**
 * What a session interrupted in the room owes (docs/decisions.md, "Dropped sessions"): under half
 * the talking time delivered refunds the client in full; otherwise the counselor is paid pro rata
 * and the client refunded the rest. The wallet applies it to the course's price.
 */
export const InterruptionOutcome = { ClientRefund: 'client_refund', ProRata: 'pro_rata' } as const;
export type TInterruptionOutcome = (typeof InterruptionOutcome)[keyof typeof InterruptionOutcome];

/**
 * One of the client's past sessions (GET /api/{locale}/client/courserecords): ended, completed or
 * canceled, with its rating when the client gave one. canRate: Completed and not rated yet.
 */
export const ZCourseRecordSchema = ZCourseSummarySchema.extend({
  counselor: ZCourseCounselorSchema,
  feedback: ZGivenFeedbackSchema.nullable(),
  canRate: z.boolean(),
  /** How a Canceled session ended; null for any other status. */
  cancellation: z
    .object({
      /** Canceled before it began; interrupted by the counselor once under way; or voided because a party did not come. */
      kind: z.enum(['canceled', 'interrupted', 'no_show']),
      by: z.enum(['client', 'counselor', 'platform']),
      /** The words of the client or counselor who canceled; null otherwise. */
      reason: z.string().nullable(),
      /** ISO 8601 (UTC); null when not recorded. */
      at: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type TCourseRecord = z.infer<typeof ZCourseRecordSchema>;

/** Newest first. */
export const ZCourseRecordPageSchema = ZPageSchema(ZCourseRecordSchema);
export type TCourseRecordPage = z.infer<typeof ZCourseRecordPageSchema>;

/** One rating the counselor received (GET /api/{locale}/counselor/coursefeedback). */
export const ZReceivedFeedbackSchema = ZCourseFeedbackSchema.extend({
  /** When the session rated took place (ISO 8601, UTC). */
  courseStartTime: z.iso.datetime(),
  client: z.object({ nickName: z.string() }),
});
export type TReceivedFeedback = z.infer<typeof ZReceivedFeedbackSchema>;

/** Newest first, with the counselor's count of ratings and their average (0 when none). */
export const ZReceivedFeedbackPageSchema = ZPageSchema(ZReceivedFeedbackSchema).extend({
  feedbackCount: z.number().int(),
  averageGrade: z.number(),
});
export type TReceivedFeedbackPage = z.infer<typeof ZReceivedFeedbackPageSchema>;

/**
 * Every allowed change of a course's status, in one place (docs/decisions.md "Course status
 * transitions"): the courses repo applies a change only as a guarded UPDATE … WHERE status = from
 * for a pair listed here, so two racing changes of one course cannot both happen.
 */
export const COURSE_STATUS_TRANSITIONS = [
  // A held booking is paid (recharge or balance); it is released when its hold expires.
  { from: CourseStatus.Unpaid, to: CourseStatus.Init },
  { from: CourseStatus.Unpaid, to: CourseStatus.Canceled },
  // A waitlisted booking is confirmed or dropped.
  { from: CourseStatus.Waiting, to: CourseStatus.Init },
  { from: CourseStatus.Waiting, to: CourseStatus.Canceled },
  // A party enters the room; a booking is canceled (by a party, leave, or no-show).
  { from: CourseStatus.Init, to: CourseStatus.UnderProgress },
  { from: CourseStatus.Init, to: CourseStatus.Canceled },
  // The session ends, or is interrupted.
  { from: CourseStatus.UnderProgress, to: CourseStatus.Completed },
  { from: CourseStatus.UnderProgress, to: CourseStatus.Canceled },
] as const satisfies readonly { from: TCourseStatusValue; to: TCourseStatusValue }[];

type TCourseStatusValue = (typeof CourseStatus)[keyof typeof CourseStatus];

/** Whether a course may move from `from` to `to`. */
export function canTransitionCourse(from: TCourseStatusValue, to: TCourseStatusValue): boolean {
  return COURSE_STATUS_TRANSITIONS.some((step) => step.from === from && step.to === to);
}

/** The statuses a course may reach `to` from. */
export function courseStatusesLeadingTo(to: TCourseStatusValue): TCourseStatusValue[] {
  return COURSE_STATUS_TRANSITIONS.filter((step) => step.to === to).map((step) => step.from);
}

/** A booking the client cannot pay at once holds its slot this long while they recharge. */
export const BOOKING_HOLD_MINUTES = 15;
/** Cancelling within this many hours of the start costs the client a fee (domain spec §9). */
export const LATE_CANCEL_HOURS = 24;
export const LATE_CANCEL_FEE_POINTS = 100;
/** The other party's wait after which a session is voided (domain spec §7). */
export const NO_SHOW_MINUTES = 10;
export const NO_SHOW_COMPENSATION_POINTS = 200;
/** The join button is active from this many minutes before the start. */
export const JOIN_OPENS_MINUTES = 10;
export const CANCEL_REASON_MAX_CHARS = 500;

/**
 * POST /api/{locale}/Order/ReserveCourse: book a topic's slot. `startTime` is one of the instants
 * AvailableSlots answered; `agree` records the client's consent to the booking rules, privacy
 * policy and recording-forbidden texts.
 */
export const ZReserveCourseInputSchema = z.object({
  issueCourseId: z.uuid(),
  startTime: z.iso.datetime({ offset: true }),
  bonusPoints: z.number().int().min(0).optional(),
  couponCode: z.string().trim().max(40).optional(),
  agree: z.literal(true, { message: 'validation.agree_required' }),
});
export type TReserveCourseInput = z.infer<typeof ZReserveCourseInputSchema>;

export const ZReserveCourseResultSchema = z.object({
  courseId: z.uuid(),
  /** Init when paid; Unpaid when the balance was short and the slot is held. */
  status: z.enum(CourseStatus),
  price: z.number().int(),
  bonusPoints: z.number().int(),
  couponDiscount: z.number().int(),
  /** Paid from stored value (0 while held). */
  paidPoints: z.number().int(),
  /** Points still to pay while held (0 when paid). */
  amountDue: z.number().int(),
  /** ISO instant the hold ends at; null when paid. */
  holdExpiresAt: z.iso.datetime().nullable(),
});
export type TReserveCourseResult = z.infer<typeof ZReserveCourseResultSchema>;

/** POST /api/{locale}/Course/{id}/Cancel */
export const ZCancelCourseInputSchema = z.object({
  reason: z.string().trim().min(1, { message: 'validation.required' }).max(CANCEL_REASON_MAX_CHARS),
});
export type TCancelCourseInput = z.infer<typeof ZCancelCourseInputSchema>;

export const ZCancelCourseResultSchema = z.object({
  courseId: z.uuid(),
  status: z.enum(CourseStatus),
  refundedPoints: z.number().int(),
  feePoints: z.number().int(),
});
export type TCancelCourseResult = z.infer<typeof ZCancelCourseResultSchema>;

/** GET /api/{locale}/Course/Information/{id}: for the course's parties (and experts). */
export const ZCourseInformationSchema = ZCourseSummarySchema.extend({
  issueCourse: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  client: z.object({ id: z.uuid(), nickName: z.string() }),
  price: z.number().int(),
  bonusPoints: z.number().int(),
  couponDiscount: z.number().int(),
  paidPoints: z.number().int(),
  holdExpiresAt: z.iso.datetime().nullable(),
  canceledAt: z.iso.datetime().nullable(),
  cancelReason: z.string().nullable(),
  /** What cancelling now would cost the caller (the client's late fee), for the dialog. */
  cancelFeeNow: z.number().int(),
});
export type TCourseInformation = z.infer<typeof ZCourseInformationSchema>;

/** The client's fee for cancelling a course starting at `startsAt` at `now`: none more than 24 h ahead. */
export function clientCancelFee(startsAt: Date, now: Date): number {
  return startsAt.getTime() - now.getTime() > LATE_CANCEL_HOURS * 3_600_000 ? 0 : LATE_CANCEL_FEE_POINTS;
}
