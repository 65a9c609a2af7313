import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema } from './envelope.ts';
import { genders } from './enums.ts';

/**
 * What anyone may read about a counselor (GET /api/{locale}/Counselor/List): their public profile
 * only. Contact details (e-mail, phone, address, Line ID) never leave the server this way.
 */
export const ZPublicCounselorSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  coverImage: z.object({ path: z.string().nullable() }),
  aboutMe: z.string().nullable(),
  serviceLength: z.number().int().nullable(),
  customSpecialty: z.string().nullable(),
  counselorOrganization: z.string().nullable(),
  /** male, female, non-binary or unsure; null when the counselor has not said. */
  gender: z.enum(genders).nullable(),
  /** How many clients rated a session with them, and the average of those ratings (0 when none). */
  feedbackCount: z.number().int(),
  averageGrade: z.number(),
});
export type TPublicCounselor = z.infer<typeof ZPublicCounselorSchema>;

/** A client's rating as the public sees it: no name, only the stars, the words and when. */
export const ZPublicFeedbackSchema = z.object({
  grade: z.number().int().min(1).max(5),
  comment: z.string(),
  createTime: z.iso.datetime(),
});
export type TPublicFeedback = z.infer<typeof ZPublicFeedbackSchema>;

/** One counselor's page: the public profile and the latest ratings that came with words. */
export const ZCounselorDetailSchema = ZPublicCounselorSchema.extend({
  recentFeedback: z.array(ZPublicFeedbackSchema),
});
export type TCounselorDetail = z.infer<typeof ZCounselorDetailSchema>;

/** GET /api/{locale}/Counselor/{counselorId}: one counselor of the directory. */
export const ZCounselorParamsSchema = z.object({ counselorId: z.uuid() });

export const ZCounselorListQuerySchema = ZPageQuerySchema;
export type TCounselorListQuery = z.input<typeof ZCounselorListQuerySchema>;

export const ZCounselorPageSchema = ZPageSchema(ZPublicCounselorSchema);
export type TCounselorPage = z.infer<typeof ZCounselorPageSchema>;
