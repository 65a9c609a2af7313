import { z } from 'zod';
import { CourseLength, CourseStatus, CourseType } from './enums.ts';
import { ZPageSchema } from './envelope.ts';
import { ZCoverImageSchema } from './profile.ts';

/**
 * One of the caller's courses still to come (GET /api/{locale}/{role}/coursenext_v2). The other
 * party appears only as much as the product shows them: a counselor sees the client's nickname.
 */
export const ZUpcomingCourseSchema = z.object({
  id: z.uuid(),
  type: z.enum(CourseType),
  status: z.enum(CourseStatus),
  length: z.enum(CourseLength),
  /** A voice session (audio only), rather than video. */
  voiceOnly: z.boolean(),
  /** ISO 8601 (UTC); shown in the user's zone. */
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  counselor: z.object({ id: z.uuid(), fullName: z.string(), coverImage: ZCoverImageSchema }),
  client: z.object({ nickName: z.string() }),
});
export type TUpcomingCourse = z.infer<typeof ZUpcomingCourseSchema>;

/** totalRecords is the reservation bell's count. */
export const ZUpcomingCoursePageSchema = ZPageSchema(ZUpcomingCourseSchema);
export type TUpcomingCoursePage = z.infer<typeof ZUpcomingCoursePageSchema>;

/** The longest comment a client may leave with a rating. */
export const FEEDBACK_COMMENT_MAX_CHARS = 1000;

/**
 * POST /api/{locale}/Course/{id}/Feedback: the client rates a completed session once, 1 to 5
 * stars, with an optional comment.
 */
export const ZCourseFeedbackInputSchema = z.object({
  grade: z.number().int().min(1).max(5),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX_CHARS).optional(),
});
export type TCourseFeedbackInput = z.infer<typeof ZCourseFeedbackInputSchema>;

/** The rating as stored. */
export const ZCourseFeedbackSchema = z.object({
  courseId: z.uuid(),
  grade: z.number().int().min(1).max(5),
  comment: z.string(),
  /** ISO 8601 (UTC). */
  createTime: z.iso.datetime(),
});
export type TCourseFeedback = z.infer<typeof ZCourseFeedbackSchema>;

/**
 * What a session interrupted in the room owes (docs/decisions.md, "Dropped sessions"): under half
 * the talking time delivered refunds the client in full; otherwise the counselor is paid pro rata
 * and the client refunded the rest. The wallet applies it to the course's price.
 */
export const InterruptionOutcome = { ClientRefund: 'client_refund', ProRata: 'pro_rata' } as const;
export type TInterruptionOutcome = (typeof InterruptionOutcome)[keyof typeof InterruptionOutcome];
