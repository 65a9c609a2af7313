import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema } from './envelope.ts';
import { ZFeedbackInputSchema, ZGivenFeedbackSchema, type TFeedbackInput } from './feedback.ts';
import { LECTURE_LIMITS, LECTURE_LENGTHS_MINUTES } from './lecture-terms.ts';

export { LECTURE_LIMITS, LECTURE_LENGTHS_MINUTES } from './lecture-terms.ts';

/**
 * Where a lecture is: taking sign-ups until its deadline (`open`), held because enough people
 * signed up (`confirmed`), called off for too few sign-ups or by its counselor (`canceled`, every
 * member refunded), or over (`completed`).
 */
export const LECTURE_STATUSES = ['open', 'confirmed', 'canceled', 'completed'] as const;
export type TLectureStatus = (typeof LECTURE_STATUSES)[number];

/** Why a lecture was called off: too few sign-ups at the deadline, or by its counselor. */
export const LECTURE_CANCEL_CAUSES = ['too_few_members', 'by_counselor'] as const;
export type TLectureCancelCause = (typeof LECTURE_CANCEL_CAUSES)[number];

const lectureText = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, message);

/** POST /api/{locale}/Counselor/Lectures: a counselor announces a lecture or group, held in person. */
export const ZLectureInputSchema = z
  .object({
    title: lectureText(LECTURE_LIMITS.title, 'validation.lecture_title'),
    description: lectureText(LECTURE_LIMITS.description, 'validation.lecture_description'),
    /** Where it is held: the venue's name and address. */
    place: lectureText(LECTURE_LIMITS.place, 'validation.lecture_place'),
    /** ISO 8601 with offset; in the future. */
    startTime: z.iso.datetime({ offset: true, message: 'validation.lecture_start' }),
    lengthMinutes: z.literal(LECTURE_LENGTHS_MINUTES, 'validation.lecture_length'),
    /** ISO 8601 with offset; before the start, and not already past. */
    signupDeadline: z.iso.datetime({ offset: true, message: 'validation.lecture_deadline' }),
    minMembers: z
      .number('validation.lecture_min_members')
      .int('validation.lecture_min_members')
      .min(1, 'validation.lecture_min_members')
      .max(LECTURE_LIMITS.members, 'validation.lecture_min_members'),
    maxMembers: z
      .number('validation.lecture_max_members')
      .int('validation.lecture_max_members')
      .min(1, 'validation.lecture_max_members')
      .max(LECTURE_LIMITS.members, 'validation.lecture_max_members'),
    /** Points per member; 0 for a free lecture, otherwise a multiple of 100. */
    price: z
      .number('validation.lecture_price')
      .int('validation.lecture_price')
      .min(0, 'validation.lecture_price')
      .max(LECTURE_LIMITS.price, 'validation.lecture_price')
      .multipleOf(100, 'validation.lecture_price'),
    /** What members should know before they come (what to bring, how to find the room); may be empty. */
    signupNote: z
      .string('validation.lecture_signup_note')
      .trim()
      .max(LECTURE_LIMITS.signupNote, 'validation.lecture_signup_note')
      .default(''),
  })
  .refine((input) => input.maxMembers >= input.minMembers, {
    path: ['maxMembers'],
    message: 'validation.lecture_max_members',
  })
  .refine((input) => Date.parse(input.signupDeadline) < Date.parse(input.startTime), {
    path: ['signupDeadline'],
    message: 'validation.lecture_deadline',
  });
export type TLectureInput = z.input<typeof ZLectureInputSchema>;

/** POST …/Counselor/Lectures/{id}/Cancel: the reason is told to every member. */
export const ZLectureCancelSchema = z.object({
  reason: lectureText(LECTURE_LIMITS.cancelReason, 'validation.lecture_cancel_reason'),
});
export type TLectureCancel = z.input<typeof ZLectureCancelSchema>;

/**
 * POST /api/{locale}/Lectures/{id}/Signups: a client signs up and pays the price from their stored
 * value. The lecture's notices go to `email`, typed twice (domain spec §5: the e-mails must match).
 */
export const ZLectureSignupInputSchema = z
  .object({
    email: z.email('validation.email').max(254, 'validation.email'),
    emailConfirm: z.string('validation.lecture_email_confirm'),
    agree: z.literal(true, { message: 'validation.lecture_agree' }),
  })
  .refine((input) => input.email.trim().toLowerCase() === input.emailConfirm.trim().toLowerCase(), {
    path: ['emailConfirm'],
    message: 'validation.lecture_email_confirm',
  });
export type TLectureSignupInput = z.input<typeof ZLectureSignupInputSchema>;

export const ZLectureParamsSchema = z.object({ id: z.uuid() });
/** GET /api/{locale}/Lectures: the lectures still to come, soonest first. */
export const ZLectureListQuerySchema = ZPageQuerySchema;
export const ZCounselorLectureListQuerySchema = ZPageQuerySchema;

export const ZLectureHostSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  /** Their public profile's cover image, or null. */
  photo: z.string().nullable(),
});

/** A lecture as anyone sees it. */
export const ZLectureSchema = z.object({
  id: z.uuid(),
  status: z.enum(LECTURE_STATUSES),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  /** ISO 8601. */
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  lengthMinutes: z.number().int(),
  signupDeadline: z.iso.datetime(),
  minMembers: z.number().int(),
  maxMembers: z.number().int(),
  /** Members signed up now. */
  memberCount: z.number().int(),
  price: z.number().int(),
  signupNote: z.string(),
  /** Open, before the deadline and with a seat left. */
  acceptingSignups: z.boolean(),
  host: ZLectureHostSchema,
});
export type TLecture = z.infer<typeof ZLectureSchema>;
export const ZLecturePageSchema = ZPageSchema(ZLectureSchema);
export type TLecturePage = z.infer<typeof ZLecturePageSchema>;

/** A client's own sign-up: GET …/Client/Lectures lists them; sign-up answers one. */
export const ZLectureSignupSchema = z.object({
  id: z.uuid(),
  lecture: ZLectureSchema,
  email: z.string(),
  /** Points paid (0 for a free lecture). */
  paid: z.number().int(),
  /** `active` until the client withdraws before the deadline or the lecture is called off. */
  status: z.enum(['active', 'withdrawn', 'refunded']),
  /** Why the lecture was called off, when it was. */
  cancelReason: z.string().nullable(),
  signedUpAt: z.iso.datetime(),
  /** The client's rating of the lecture, once given. */
  feedback: ZGivenFeedbackSchema.nullable(),
  /** Still signed up, the lecture completed, and not rated yet. */
  canRate: z.boolean(),
});
export type TLectureSignup = z.infer<typeof ZLectureSignupSchema>;
export const ZLectureSignupPageSchema = ZPageSchema(ZLectureSignupSchema);
export type TLectureSignupPage = z.infer<typeof ZLectureSignupPageSchema>;

/**
 * POST /api/{locale}/Lectures/{id}/Feedback: a member rates a completed lecture once, as a session
 * is rated.
 */
export const ZLectureFeedbackInputSchema = ZFeedbackInputSchema;
export type TLectureFeedbackInput = TFeedbackInput;

/** The rating as stored. */
export const ZLectureFeedbackSchema = z.object({ lectureId: z.uuid(), ...ZGivenFeedbackSchema.shape });
export type TLectureFeedback = z.infer<typeof ZLectureFeedbackSchema>;

/** A member as the lecture's counselor sees them, with their rating once they gave one. */
export const ZLectureMemberSchema = z.object({
  nickName: z.string(),
  email: z.string(),
  signedUpAt: z.iso.datetime(),
  feedback: ZGivenFeedbackSchema.nullable(),
});

/** GET …/Counselor/Lectures/{id}: the counselor's own lecture with its members. */
export const ZCounselorLectureSchema = ZLectureSchema.extend({
  cancelCause: z.enum(LECTURE_CANCEL_CAUSES).nullable(),
  cancelReason: z.string().nullable(),
  members: z.array(ZLectureMemberSchema),
  /** How many members rated the lecture, and their average grade (0 when none). */
  feedbackCount: z.number().int(),
  averageGrade: z.number(),
});
export type TCounselorLecture = z.infer<typeof ZCounselorLectureSchema>;
export const ZCounselorLecturePageSchema = ZPageSchema(ZCounselorLectureSchema);
export type TCounselorLecturePage = z.infer<typeof ZCounselorLecturePageSchema>;
