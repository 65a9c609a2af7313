import { z } from 'zod';
import { ZPublicCounselorSchema } from './counselors.ts';
import {
  CourseCreateType,
  CourseLength,
  genders,
  IssueCourseApproveStatus,
  serviceTypes,
  type TCourseLength,
} from './enums.ts';
import { ZPageQuerySchema, ZPageSchema, ZQueryFlagSchema } from './envelope.ts';
import { TOPIC_CATEGORIES, type TTopicCategory } from './topic-categories.ts';

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
}).extend({
  /** The cover image's path (COVER_IMAGE_WIDTH wide WebP at most); null without one. */
  coverImage: z.string().nullable(),
});
export type TPublicIssueCourse = z.infer<typeof ZPublicIssueCourseSchema>;

export const ZPublicIssueCoursePageSchema = ZPageSchema(ZPublicIssueCourseSchema);
export type TPublicIssueCoursePage = z.infer<typeof ZPublicIssueCoursePageSchema>;

export { TOPIC_CATEGORIES, type TTopicCategory };

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
  /** Space separated. */
  keywords: z.string(),
  /** The cover video's 11-character YouTube id, shown embedded; null without one. */
  coverVideoId: z.string().nullable(),
  counselor: ZPublicCounselorSchema,
});
export type TPublicIssueCourseDetail = z.infer<typeof ZPublicIssueCourseDetailSchema>;

/** Where the server keeps uploaded topic covers; a topic names one by its path. */
export const COVER_IMAGE_PATH_PREFIX = '/media/covers/';
/** A cover path this server issues: the covers folder, a random name, WebP. */
export const COVER_IMAGE_PATH_PATTERN = /^\/media\/covers\/[a-f0-9]{32}\.webp$/u;
/** Domain spec §8: images are JPG or PNG, at most 20 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Covers are stored at most this wide (pixels), keeping their proportions. */
export const COVER_IMAGE_WIDTH = 1600;

/** POST /api/{locale}/IssueCourse/Cover: where the uploaded cover is served. */
export const ZCoverUploadSchema = z.object({ coverImage: z.string(), width: z.number(), height: z.number() });
export type TCoverUpload = z.infer<typeof ZCoverUploadSchema>;

/** Domain spec §5: the shortest topics (30, 20 minutes, custom) cost at least this (docs/decisions.md). */
export const TOPIC_MIN_PRICE_SHORT = 500;
/** Domain spec §5 and §9: the 60- and 90-minute topics cost at least this. */
export const TOPIC_MIN_PRICE_LONG = 2000;
export const TOPIC_MAX_PRICE = 100_000;
/** Limits of the other fields of the topic form (domain spec §5 and docs/decisions.md). */
export const TOPIC_FIELD_LIMITS = {
  title: 30,
  customCategory: 20,
  keywords: 10,
  keyword: 20,
  revisionNote: 300,
  reviewComment: 1000,
  ...TOPIC_TEXT_LIMITS,
} as const;

/** The keywords of a topic: separated by spaces or commas (half- or full-width), without repeats. */
export function splitKeywords(text: string): string[] {
  return [...new Set(text.split(/[\s,，、]+/u).filter((word) => word.length > 0))];
}

/**
 * The 11-character video id of a YouTube-style link (watch?v=, youtu.be/, embed/, shorts/), or null.
 * The cover is shown embedded from this id.
 */
export function youtubeVideoId(link: string): string | null {
  const match =
    /^https?:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/u.exec(
      link.trim(),
    );
  return match?.[1] ?? null;
}

/** The lowest price of a topic of `length` (domain spec §5). */
export function topicMinPrice(length: TCourseLength): number {
  return length === CourseLength.SixtyMinutes || length === CourseLength.NinetyMinutes
    ? TOPIC_MIN_PRICE_LONG
    : TOPIC_MIN_PRICE_SHORT;
}

/**
 * POST /api/{locale}/CounselorIssueCourse and PUT …/{id}: a topic as its counselor writes it. The web
 * form validates with this same schema. Keywords arrive as typed (space or comma separated); the
 * cover is a YouTube-style video link, an uploaded image, both (the video shows on the topic's page,
 * the image on cards) or neither.
 */
export const ZTopicFormSchema = z
  .object({
    createType: z.enum(CourseCreateType),
    category: z.enum(TOPIC_CATEGORIES, { message: 'validation.required' }),
    customCategory: z
      .string()
      .trim()
      .max(TOPIC_FIELD_LIMITS.customCategory, 'validation.topic_custom_category'),
    targetAudience: z
      .string()
      .trim()
      .max(TOPIC_FIELD_LIMITS.targetAudience, 'validation.topic_target_audience'),
    keywords: z
      .string()
      .trim()
      .refine((text) => {
        const words = splitKeywords(text);
        return (
          words.length <= TOPIC_FIELD_LIMITS.keywords &&
          words.every((word) => word.length <= TOPIC_FIELD_LIMITS.keyword)
        );
      }, 'validation.topic_keywords'),
    title: z
      .string()
      .trim()
      .min(1, 'validation.topic_title')
      .max(TOPIC_FIELD_LIMITS.title, 'validation.topic_title'),
    description: z
      .string()
      .trim()
      .min(1, 'validation.topic_description')
      .max(TOPIC_FIELD_LIMITS.description, 'validation.topic_description'),
    detail: z.string().trim().max(TOPIC_FIELD_LIMITS.detail, 'validation.topic_detail'),
    coverVideoUrl: z
      .string()
      .trim()
      .refine((link) => link === '' || youtubeVideoId(link) !== null, 'validation.video_link'),
    /** An uploaded cover image's path (POST …/IssueCourse/Cover), or empty. */
    coverImage: z
      .string()
      .trim()
      .refine((path) => path === '' || COVER_IMAGE_PATH_PATTERN.test(path), 'validation.cover_image')
      .default(''),
    length: z.enum(CourseLength),
    price: z
      .number({ message: 'validation.topic_price' })
      .int('validation.topic_price')
      .multipleOf(100, 'validation.topic_price')
      .max(TOPIC_MAX_PRICE, 'validation.topic_price_max'),
    isVisible: z.boolean(),
  })
  .superRefine((topic, context) => {
    if (topic.price < topicMinPrice(topic.length)) {
      context.addIssue({
        code: 'custom',
        path: ['price'],
        message:
          topicMinPrice(topic.length) === TOPIC_MIN_PRICE_LONG
            ? 'validation.topic_price_min_long'
            : 'validation.topic_price_min_short',
      });
    }
  });
export type TTopicFormInput = z.input<typeof ZTopicFormSchema>;
/** A topic's editable fields, normalised (trimmed; keywords joined by single spaces by the server). */
export type TTopicFields = z.output<typeof ZTopicFormSchema>;
export const ZTopicFieldsSchema = z.object({
  createType: z.enum(CourseCreateType),
  category: z.enum(TOPIC_CATEGORIES),
  customCategory: z.string(),
  targetAudience: z.string(),
  keywords: z.string(),
  title: z.string(),
  description: z.string(),
  detail: z.string(),
  coverVideoUrl: z.string(),
  coverImage: z.string(),
  length: z.enum(CourseLength),
  price: z.number().int(),
  isVisible: z.boolean(),
});

/** POST …/CounselorIssueCourse/{id}/Submit: what changed, for the reviewer (required). */
export const ZTopicSubmitSchema = z.object({
  revisionNote: z
    .string()
    .trim()
    .min(1, 'validation.revision_note')
    .max(TOPIC_FIELD_LIMITS.revisionNote, 'validation.revision_note'),
});
export type TTopicSubmit = z.infer<typeof ZTopicSubmitSchema>;

/** POST /api/{locale}/IssueCourse/{id}/Review: accept, or reject with a comment (required then). */
export const ZTopicReviewSchema = z
  .object({
    approve: z.boolean(),
    comment: z.string().trim().max(TOPIC_FIELD_LIMITS.reviewComment, 'validation.review_comment').default(''),
  })
  .superRefine((review, context) => {
    if (!review.approve && review.comment.length === 0)
      context.addIssue({ code: 'custom', path: ['comment'], message: 'validation.review_comment' });
  });
export type TTopicReview = z.input<typeof ZTopicReviewSchema>;

/** What happened to a topic, by whom and why (its history, oldest first). */
export const topicTransitionActions = ['created', 'submitted', 'withdrawn', 'accepted', 'rejected'] as const;
export const ZTopicTransitionSchema = z.object({
  action: z.enum(topicTransitionActions),
  fromStatus: z.enum(IssueCourseApproveStatus).nullable(),
  toStatus: z.enum(IssueCourseApproveStatus),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type TTopicTransition = z.infer<typeof ZTopicTransitionSchema>;

/**
 * GET /api/{locale}/CounselorIssueCourse/{id}: the counselor's own topic. `fields` is the version
 * being edited (the pending revision of an approved topic, when there is one); `approved` is what
 * clients see while a revision waits, else null.
 */
export const ZOwnTopicSchema = z.object({
  id: z.uuid(),
  approveStatus: z.enum(IssueCourseApproveStatus),
  fields: ZTopicFieldsSchema,
  approved: ZTopicFieldsSchema.nullable(),
  hasPendingRevision: z.boolean(),
  revisionNote: z.string().nullable(),
  /** The last rejection's comment, while the topic has not been accepted since. */
  reviewComment: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  history: z.array(ZTopicTransitionSchema),
});
export type TOwnTopic = z.infer<typeof ZOwnTopicSchema>;

/** GET /api/{locale}/IssueCourse/PendingReviewList (experts): a topic waiting, with both versions. */
export const ZPendingTopicSchema = z.object({
  id: z.uuid(),
  approveStatus: z.enum(IssueCourseApproveStatus),
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  submittedAt: z.iso.datetime(),
  revisionNote: z.string(),
  /** What is asked to be published. */
  proposed: ZTopicFieldsSchema,
  /** What clients see today (an edit of an approved topic), else null. */
  approved: ZTopicFieldsSchema.nullable(),
});
export type TPendingTopic = z.infer<typeof ZPendingTopicSchema>;

/** GET /api/{locale}/CounselorIssueCourse/List filters (all optional): the public search of /focusissues. */
export const ZPublicTopicSearchSchema = ZPageQuerySchema.extend({
  /** Matched in title, keywords and the counselor's name. */
  keyword: z.string().trim().max(50).optional(),
  category: z.enum(TOPIC_CATEGORIES).optional(),
  length: z.coerce.number().pipe(z.enum(CourseLength)).optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  /** Only topics whose counselor has a bookable start time in the next seven days. */
  hasSlotThisWeek: ZQueryFlagSchema,
  /** Only topics whose counselor is of this gender. */
  gender: z.enum(genders).optional(),
  /** Only topics whose counselor offers this service type in a weekly hour or a service time ahead. */
  serviceType: z.enum(serviceTypes).optional(),
  /** Only topics whose counselor takes the free 20-minute trial. */
  freeTrial: ZQueryFlagSchema,
});
export type TPublicTopicSearch = z.input<typeof ZPublicTopicSearchSchema>;
