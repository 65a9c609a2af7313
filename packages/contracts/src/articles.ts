import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema } from './envelope.ts';

export { scaleAuthorId } from './scale-author.ts';

/** The self-check scales an article can carry, answered and scored in the reader's browser only. */
export const ARTICLE_SCALES = ['bsrs5'] as const;
export type TArticleScale = (typeof ARTICLE_SCALES)[number];

/**
 * Where an article is: its counselor's draft, waiting for an expert, returned with a comment, or
 * published (for anyone to read from its date).
 */
export const ARTICLE_STATUSES = ['draft', 'in_review', 'returned', 'published'] as const;
export type TArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** An article's byline: who wrote it. */
export const ZArticleBylineSchema = z.object({
  /** The author's number, as `/article?authorid=` names it. */
  id: z.number().int(),
  name: z.string(),
  /** What they are, e.g. 諮商心理師 or 編輯部. */
  title: z.string(),
});
export type TArticleByline = z.infer<typeof ZArticleBylineSchema>;

/** GET /api/{locale}/ArticleAuthors and …/{id}: an author of the column. */
export const ZArticleAuthorSchema = ZArticleBylineSchema.extend({
  bio: z.string(),
  /** The counselor's public page is /team/{counselorId}; null for the editorial team's bylines. */
  counselorId: z.uuid().nullable(),
  /** The counselor's photo (their public profile's cover image), or null. */
  photo: z.string().nullable(),
  /** Published articles. */
  articleCount: z.number().int(),
});
export type TArticleAuthor = z.infer<typeof ZArticleAuthorSchema>;

export const ZArticleAuthorListSchema = z.array(ZArticleAuthorSchema);
export type TArticleAuthorList = z.infer<typeof ZArticleAuthorListSchema>;

export const ZArticleAuthorParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * GET /api/{locale}/Articles?author_id=&counselor_id=&start_page=&page_size=: the latest published
 * first; of one author, or of the author who is that counselor (a counselor's page lists theirs).
 */
export const ZArticleListQuerySchema = ZPageQuerySchema.extend({
  author_id: z.coerce.number().int().positive().optional(),
  counselor_id: z.uuid().optional(),
});
export type TArticleListQuery = z.input<typeof ZArticleListQuerySchema>;

/** An article as lists show it. */
export const ZArticleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  /** ISO 8601. */
  publishedAt: z.iso.datetime(),
  /** Minutes to read the text, at least 1. */
  readingMinutes: z.number().int(),
  /** The self-check the article carries, or null. */
  scale: z.enum(ARTICLE_SCALES).nullable(),
  author: ZArticleBylineSchema,
});
export type TArticleSummary = z.infer<typeof ZArticleSummarySchema>;

export const ZArticlePageSchema = ZPageSchema(ZArticleSummarySchema);
export type TArticlePage = z.infer<typeof ZArticlePageSchema>;

/** A part of an article's text: a subheading or a paragraph, plain text. */
export const ZArticleBlockSchema = z.object({
  kind: z.enum(['heading', 'paragraph']),
  text: z.string(),
});
export type TArticleBlock = z.infer<typeof ZArticleBlockSchema>;

export const ZArticleParamsSchema = z.object({ id: z.uuid() });

/** GET /api/{locale}/Articles/{id}: a published article, its author and up to three more of theirs. */
export const ZArticleDetailSchema = ZArticleSummarySchema.omit({ author: true }).extend({
  blocks: z.array(ZArticleBlockSchema),
  /** ISO 8601: the last change to the published text. */
  updatedAt: z.iso.datetime(),
  author: ZArticleAuthorSchema,
  moreByAuthor: z.array(ZArticleSummarySchema),
});
export type TArticleDetail = z.infer<typeof ZArticleDetailSchema>;

/** The longest title, summary and text of an article (characters). */
export const ARTICLE_TEXT_LIMITS = { title: 60, summary: 200, body: 20_000 } as const;

/**
 * An article's text as stored: paragraphs separated by blank lines, a line starting with "## " a
 * subheading. Lines within a paragraph are joined as they were typed.
 */
export function articleBlocks(body: string): TArticleBlock[] {
  return body
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) =>
      part.startsWith('## ')
        ? { kind: 'heading' as const, text: part.slice(3).trim() }
        : { kind: 'paragraph' as const, text: part },
    );
}

/** Reading speed of Chinese text: about 400 characters a minute. */
const CHARACTERS_PER_MINUTE = 400;

export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(body.replace(/\s+/gu, '').length / CHARACTERS_PER_MINUTE));
}

/**
 * POST /api/{locale}/Counselor/Articles and PUT …/{id}: an article as its counselor writes it. A
 * draft needs its title only; the summary and the text are needed to send it for review.
 */
export const ZArticleDraftSchema = z.object({
  title: z
    .string('validation.article_title')
    .trim()
    .min(1, 'validation.article_title')
    .max(ARTICLE_TEXT_LIMITS.title, 'validation.article_title'),
  summary: z
    .string('validation.article_summary')
    .trim()
    .max(ARTICLE_TEXT_LIMITS.summary, 'validation.article_summary')
    .default(''),
  body: z
    .string('validation.article_body')
    .trim()
    .max(ARTICLE_TEXT_LIMITS.body, 'validation.article_body')
    .default(''),
});
export type TArticleDraft = z.input<typeof ZArticleDraftSchema>;

/** GET /api/{locale}/Counselor/Articles?status=: the counselor's articles, the latest change first. */
export const ZOwnArticleListQuerySchema = ZPageQuerySchema.extend({
  status: z.enum(ARTICLE_STATUSES).optional(),
});
export type TOwnArticleListQuery = z.input<typeof ZOwnArticleListQuerySchema>;

/** An article as its author's list and the experts' queue show it. */
export const ZWrittenArticleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  author: ZArticleBylineSchema,
  /** ISO 8601; when it was last sent for review, or null. */
  submittedAt: z.iso.datetime().nullable(),
  /** ISO 8601; null until published (a later date: scheduled). */
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  /** The expert's comment when it was returned; null otherwise. */
  reviewComment: z.string().nullable(),
});
export type TWrittenArticleSummary = z.infer<typeof ZWrittenArticleSummarySchema>;

export const ZWrittenArticlePageSchema = ZPageSchema(ZWrittenArticleSummarySchema);
export type TWrittenArticlePage = z.infer<typeof ZWrittenArticlePageSchema>;

/** An article with its text, as its author edits it and an expert reviews it. */
export const ZWrittenArticleSchema = ZWrittenArticleSummarySchema.extend({
  summary: z.string(),
  body: z.string(),
  /** The text as the article's page will show it. */
  blocks: z.array(ZArticleBlockSchema),
});
export type TWrittenArticle = z.infer<typeof ZWrittenArticleSchema>;

/** POST /api/{locale}/Expert/Articles/{id}/Review: publish, or return with a comment (required then). */
export const ZArticleReviewSchema = z
  .object({
    approve: z.boolean(),
    comment: z.string().trim().max(1000, 'validation.review_comment').default(''),
  })
  .superRefine((review, context) => {
    if (!review.approve && review.comment.length === 0)
      context.addIssue({ code: 'custom', path: ['comment'], message: 'validation.review_comment' });
  });
export type TArticleReview = z.input<typeof ZArticleReviewSchema>;
