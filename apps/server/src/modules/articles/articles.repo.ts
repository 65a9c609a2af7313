import { and, asc, count, desc, eq, lte, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articleAuthors, articles } from '../../db/schema/articles.ts';
import { withTotal } from '../../platform/db/paging.ts';

/** Published by `now`: an article dated later is scheduled and not shown yet. */
const publishedBy = (now: Date) => lte(articles.publishedAt, now);

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  body: articles.body,
  scale: articles.scale,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  authorId: articleAuthors.id,
  authorName: articleAuthors.name,
  authorTitle: articleAuthors.title,
};

function selectArticles(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
    .where(where)
    // The id breaks ties, so pages never overlap.
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .$dynamic();
}

/** One page of the published articles, the latest first; of one author when `authorId` is given. */
export function listPublishedArticles(
  db: DbOrTx,
  options: { now: Date; authorId?: number | undefined; limit: number; offset: number },
) {
  const where = and(
    publishedBy(options.now),
    options.authorId === undefined ? undefined : eq(articles.authorId, options.authorId),
  );
  return withTotal(
    selectArticles(db, where).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(articles).where(where),
  );
}

/** A published article; null when unknown or not yet published. */
export async function findPublishedArticle(db: DbOrTx, id: string, now: Date) {
  const [row] = await selectArticles(db, and(eq(articles.id, id), publishedBy(now)));
  return row ?? null;
}

/** The author's latest published articles besides `exceptId`. */
export function listMoreByAuthor(
  db: DbOrTx,
  options: { authorId: number; exceptId: string; now: Date; limit: number },
) {
  return selectArticles(
    db,
    and(eq(articles.authorId, options.authorId), ne(articles.id, options.exceptId), publishedBy(options.now)),
  ).limit(options.limit);
}

const authorColumns = {
  id: articleAuthors.id,
  name: articleAuthors.name,
  title: articleAuthors.title,
  bio: articleAuthors.bio,
  counselorId: articleAuthors.counselorId,
};

/** Authors with how many articles each has published by `now` (0 for none); all, or one. */
export function listAuthorsWithCounts(db: DbOrTx, options: { now: Date; authorId?: number }) {
  return db
    .select({ ...authorColumns, articleCount: count(articles.id) })
    .from(articleAuthors)
    .leftJoin(articles, and(eq(articles.authorId, articleAuthors.id), publishedBy(options.now)))
    .where(options.authorId === undefined ? undefined : eq(articleAuthors.id, options.authorId))
    .groupBy(articleAuthors.id)
    .orderBy(asc(articleAuthors.id));
}

/** An article as the lists and the page read it, with its author's byline. */
export type TArticleRow = NonNullable<Awaited<ReturnType<typeof findPublishedArticle>>>;

/** Every published article's id and last change, the latest first. */
export function listPublishedIds(db: DbOrTx, now: Date) {
  return db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .where(publishedBy(now))
    .orderBy(desc(articles.publishedAt), asc(articles.id));
}
