import { z } from 'zod';
import { ZPublicCounselorSchema } from './counselors.ts';
import { CourseLength, IssueCourseApproveStatus } from './enums.ts';
import { ZPageQuerySchema, ZPageSchema, ZQueryFlagSchema } from './envelope.ts';

/**
 * GET /api/{locale}/CounselorIssueCourse/me?get_by_page= : get_by_page=false answers every
 * record; true answers the page start_page of page_size records.
 */
export const ZIssueCourseListQuerySchema = ZPageQuerySchema.extend({ get_by_page: ZQueryFlagSchema });
export type TIssueCourseListQuery = z.input<typeof ZIssueCourseListQuerySchema>;

/** A topic (issue course) as review lists and the counselor's own list show it. */
export const ZIssueCourseSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.string(),
  length: z.enum(CourseLength),
  /** Points (1 point = NT$1). */
  price: z.number().int(),
  approveStatus: z.enum(IssueCourseApproveStatus),
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  /** When it was last sent for review (ISO 8601); null while never submitted. */
  submittedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TIssueCourseSummary = z.infer<typeof ZIssueCourseSummarySchema>;

export const ZIssueCoursePageSchema = ZPageSchema(ZIssueCourseSummarySchema);
export type TIssueCoursePage = z.infer<typeof ZIssueCoursePageSchema>;

/**
 * GET /api/{locale}/CounselorIssueCourse/List: a published topic as anyone may see it — approved,
 * by a listed counselor — without its review details.
 */
export const ZPublicIssueCourseSchema = ZIssueCourseSummarySchema.pick({
  id: true,
  title: true,
  category: true,
  length: true,
  price: true,
  counselor: true,
});
export type TPublicIssueCourse = z.infer<typeof ZPublicIssueCourseSchema>;

export const ZPublicIssueCoursePageSchema = ZPageSchema(ZPublicIssueCourseSchema);
export type TPublicIssueCoursePage = z.infer<typeof ZPublicIssueCoursePageSchema>;

/** The focus-issue categories a topic belongs to (its `category` key); shown by their label. */
export const TOPIC_CATEGORIES = [
  'anxiety',
  'depression',
  'sleep',
  'stress',
  'relationships',
  'family',
  'grief',
  'self',
] as const;
export type TTopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** Domain spec §5: the longest target audience, description and detail of a topic. */
export const TOPIC_TEXT_LIMITS = { targetAudience: 50, description: 300, detail: 3000 } as const;

/** GET /api/{locale}/IssueCourse/{id}: one published topic. */
export const ZIssueCourseParamsSchema = z.object({ id: z.uuid() });

/**
 * A published topic's public page (/focusissues/{id}): what the list shows, what it is about and
 * for whom, and its counselor's public profile.
 */
export const ZPublicIssueCourseDetailSchema = ZPublicIssueCourseSchema.omit({ counselor: true }).extend({
  targetAudience: z.string().nullable(),
  description: z.string().nullable(),
  detail: z.string().nullable(),
  counselor: ZPublicCounselorSchema,
});
export type TPublicIssueCourseDetail = z.infer<typeof ZPublicIssueCourseDetailSchema>;
