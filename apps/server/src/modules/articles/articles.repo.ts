import type { TArticleStatus } from '@app/contracts/articles';
import { and, asc, count, desc, eq, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articleAuthors, articles } from '../../db/schema/articles.ts';
import { withTotal } from '../../platform/db/paging.ts';

/** Published by `now`: an article dated later is scheduled and not shown yet. */
const publishedBy = (now: Date) => and(eq(articles.status, 'published'), lte(articles.publishedAt, now));

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
  return (
    db
      .select(summaryColumns)
      .from(articles)
      .innerJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
      .where(where)
      // The id breaks ties, so pages never overlap.
      .orderBy(desc(articles.publishedAt), asc(articles.id))
      .$dynamic()
  );
}

/** One page of the published articles, the latest first; of one author, or of a counselor's byline. */
export function listPublishedArticles(
  db: DbOrTx,
  options: {
    now: Date;
    authorId?: number | undefined;
    counselorId?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    publishedBy(options.now),
    options.authorId === undefined ? undefined : eq(articles.authorId, options.authorId),
    options.counselorId === undefined ? undefined : eq(articleAuthors.counselorId, options.counselorId),
  );
  return withTotal(
    selectArticles(db, where).limit(options.limit).offset(options.offset),
    db
      .select({ total: count() })
      .from(articles)
      .innerJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
      .where(where),
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

/** The byline of a counselor; null before their first article. */
export async function findAuthorIdOfCounselor(db: DbOrTx, counselorId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: articleAuthors.id })
    .from(articleAuthors)
    .where(eq(articleAuthors.counselorId, counselorId));
  return row?.id ?? null;
}

/** A counselor's byline, made once: a concurrent first draft finds the one made first. */
export async function ensureCounselorAuthor(
  db: DbOrTx,
  values: { counselorId: string; name: string; title: string; bio: string },
): Promise<number> {
  await db.insert(articleAuthors).values(values).onConflictDoNothing({ target: articleAuthors.counselorId });
  const id = await findAuthorIdOfCounselor(db, values.counselorId);
  if (id === null) throw new Error(`byline of counselor ${values.counselorId} vanished`);
  return id;
}

const writtenColumns = {
  id: articles.id,
  title: articles.title,
  status: articles.status,
  submittedAt: articles.submittedAt,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  reviewComment: articles.reviewComment,
  authorId: articleAuthors.id,
  authorName: articleAuthors.name,
  authorTitle: articleAuthors.title,
  authorCounselorId: articleAuthors.counselorId,
};

/** Articles as their authors and the reviewers list them: one author's, or in some statuses. */
export function listWrittenArticles(
  db: DbOrTx,
  options: {
    authorId?: number;
    statuses?: TArticleStatus[];
    /** Latest change first, or (the review queue) the oldest submission first. */
    order: 'latestChange' | 'oldestSubmission';
    limit: number;
    offset: number;
  },
) {
  const where = and(
    options.authorId === undefined ? undefined : eq(articles.authorId, options.authorId),
    options.statuses === undefined ? undefined : inArray(articles.status, options.statuses),
  );
  const order =
    options.order === 'latestChange'
      ? [desc(articles.updatedAt), asc(articles.id)]
      : [asc(articles.submittedAt), asc(articles.id)];
  return withTotal(
    db
      .select(writtenColumns)
      .from(articles)
      .innerJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(articles).where(where),
  );
}

/** One article with its text and byline, whatever its status; locked for a change when asked. */
export async function findWrittenArticle(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ ...writtenColumns, summary: articles.summary, body: articles.body })
    .from(articles)
    .innerJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
    .where(eq(articles.id, id))
    .$dynamic();
  const [row] = await (options.forUpdate ? query.for('update', { of: articles }) : query);
  return row ?? null;
}

export type TWrittenArticleRow = NonNullable<Awaited<ReturnType<typeof findWrittenArticle>>>;

export async function insertDraft(
  db: DbOrTx,
  values: { authorId: number; title: string; summary: string; body: string; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(articles)
    .values({
      authorId: values.authorId,
      status: 'draft',
      title: values.title,
      summary: values.summary,
      body: values.body,
      updatedAt: values.at,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error('article not inserted');
  return row.id;
}

export function updateArticle(
  db: DbOrTx,
  id: string,
  set: Partial<
    Pick<
      typeof articles.$inferInsert,
      'title' | 'summary' | 'body' | 'status' | 'submittedAt' | 'reviewComment' | 'publishedAt' | 'updatedAt'
    >
  >,
) {
  return db.update(articles).set(set).where(eq(articles.id, id));
}

export function deleteArticle(db: DbOrTx, id: string) {
  return db.delete(articles).where(eq(articles.id, id));
}
