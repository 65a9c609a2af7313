import { z } from 'zod';

/** The longest comment a client may leave with a rating. */
export const FEEDBACK_COMMENT_MAX_CHARS = 1000;

/**
 * A client's rating of something they took part in (a session, a lecture): 1 to 5 stars, with an
 * optional comment. Given once.
 */
export const ZFeedbackInputSchema = z.object({
  grade: z.number().int().min(1).max(5),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX_CHARS).optional(),
});
export type TFeedbackInput = z.infer<typeof ZFeedbackInputSchema>;

/** A rating as stored, without what it rates. */
export const ZGivenFeedbackSchema = z.object({
  grade: z.number().int().min(1).max(5),
  comment: z.string(),
  /** ISO 8601 (UTC). */
  createTime: z.iso.datetime(),
});
export type TGivenFeedback = z.infer<typeof ZGivenFeedbackSchema>;
