import {
  ARTICLE_SCALES,
  ARTICLE_STATUSES,
  ARTICLE_TEXT_LIMITS,
  type TArticleScale,
  type TArticleStatus,
} from '@app/contracts/articles';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { counselorProfiles } from './accounts.ts';

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The column's authors (專欄作者). Numbered, since `/article?authorid=` names them by number: the
 * scale author is 15 or 35 (shell spec §9), so numbers below 100 are kept for the bylines the site
 * sets up itself and new authors are numbered from 100.
 */
export const articleAuthors = pgTable(
  'article_authors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: text('name').notNull(),
    /** What they are: 諮商心理師, 編輯部. */
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    /** Set when the author is one of the platform's counselors: their page and photo go with the byline. */
    counselorId: uuid('counselor_id')
      .unique()
      .references(() => counselorProfiles.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('article_authors_name', sql`char_length(${table.name}) between 1 and 40`),
    check('article_authors_title', sql`char_length(${table.title}) between 1 and 40`),
  ],
);

/**
 * The column's articles. A counselor writes a draft and sends it for review; an expert publishes
 * it or returns it with a comment. Published is final for its author; the text is plain,
 * paragraphs split by blank lines ("## " a subheading). A draft may be unfinished; what is sent
 * for review or published has a title, a summary and a text.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: integer('author_id')
      .notNull()
      .references(() => articleAuthors.id),
    status: text('status').$type<TArticleStatus>().notNull().default('draft'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** A self-check scored in the reader's browser (nothing of the answers is sent). */
    scale: text('scale').$type<TArticleScale>(),
    /** When it was last sent for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Why an expert returned it; kept until it is sent again. */
    reviewComment: text('review_comment'),
    /** Set when published; a later date schedules it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('articles_published_idx').on(table.publishedAt),
    index('articles_author_idx').on(table.authorId, table.publishedAt),
    index('articles_review_idx').on(table.status, table.submittedAt),
    check('articles_status', sql`${table.status} in (${quotedList(ARTICLE_STATUSES)})`),
    check(
      'articles_title',
      sql`char_length(btrim(${table.title})) between 1 and ${sql.raw(String(ARTICLE_TEXT_LIMITS.title))}`,
    ),
    check(
      'articles_summary',
      sql`char_length(${table.summary}) <= ${sql.raw(String(ARTICLE_TEXT_LIMITS.summary))}`,
    ),
    check('articles_body', sql`char_length(${table.body}) <= ${sql.raw(String(ARTICLE_TEXT_LIMITS.body))}`),
    check(
      'articles_complete_when_sent',
      sql`${table.status} in ('draft', 'returned') or (char_length(btrim(${table.summary})) > 0 and char_length(btrim(${table.body})) > 0)`,
    ),
    check('articles_scale', sql`${table.scale} in (${quotedList(ARTICLE_SCALES)})`),
    check('articles_published', sql`(${table.status} = 'published') = (${table.publishedAt} is not null)`),
    check('articles_submitted', sql`${table.status} <> 'in_review' or ${table.submittedAt} is not null`),
    check('articles_returned', sql`${table.status} <> 'returned' or ${table.reviewComment} is not null`),
    check(
      'articles_updated_after_published',
      sql`${table.publishedAt} is null or ${table.updatedAt} >= ${table.publishedAt}`,
    ),
  ],
);
