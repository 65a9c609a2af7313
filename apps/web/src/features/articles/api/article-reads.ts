import { scaleAuthorId } from '../../../config/paths';
import type { TApiRead } from '../../../lib/api-read';
import { pageParam } from '../../../lib/page-param';
import { siteHostname } from '../../../lib/site-host';
import { isUuid } from '../../../lib/uuid';

// The API reads of the column's pages, which the route table names for the server to make before
// it renders them: plain values only, as the route table is part of every page's first load (the
// hooks that fetch them live beside, in the pages' own chunks).

/** Articles a page of /article shows. */
export const ARTICLE_PAGE_SIZE = 10;

/**
 * The author number of `/article?authorid=`, or undefined for anything but a positive whole
 * number (then the list is everyone's). Checked by shape: no zod on the public pages.
 */
export function articleAuthorIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/u.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 ? id : undefined;
}

/** Whether an author number is the psychological scales' author (15, or 35 on test hosts). */
export function isScaleAuthor(authorId: number | undefined): boolean {
  return authorId !== undefined && authorId === scaleAuthorId(siteHostname());
}

/** One page (from 0) of the published articles, one author's with `authorId`, latest first. */
export function articlesRead(startPage: number, authorId?: number) {
  const query = new URLSearchParams();
  if (authorId !== undefined) query.set('author_id', String(authorId));
  query.set('start_page', String(startPage));
  query.set('page_size', String(ARTICLE_PAGE_SIZE));
  return {
    queryKey: ['articles', startPage, authorId ?? null],
    path: `/Articles?${query.toString()}`,
  } as const satisfies TApiRead;
}

/** How many of a counselor's articles their page lists. */
export const COUNSELOR_ARTICLES = 3;

/** A counselor's latest articles, for their page in the directory. */
export function counselorArticlesRead(counselorId: string) {
  const query = new URLSearchParams({ counselor_id: counselorId, page_size: String(COUNSELOR_ARTICLES) });
  return {
    queryKey: ['articles', 'of-counselor', counselorId],
    path: `/Articles?${query.toString()}`,
  } as const satisfies TApiRead;
}

/** One published article with its author and more of theirs. */
export function articleRead(articleId: string) {
  return {
    queryKey: ['article', articleId],
    path: `/Articles/${encodeURIComponent(articleId)}`,
  } as const satisfies TApiRead;
}

/** The column's authors with at least one published article. */
export function articleAuthorsRead() {
  return { queryKey: ['article-authors'], path: '/ArticleAuthors' } as const satisfies TApiRead;
}

/** One author of the column. */
export function articleAuthorRead(authorId: number) {
  return {
    queryKey: ['article-authors', authorId],
    path: `/ArticleAuthors/${authorId}`,
  } as const satisfies TApiRead;
}

/** What /article?authorid=&pageno= shows: a page of articles, and the author above theirs (not the scales'). */
export function articleListReads(searchParams: URLSearchParams): TApiRead[] {
  const authorId = articleAuthorIdOf(searchParams.get('authorid'));
  const page = pageParam(searchParams.get('pageno'));
  return [
    articlesRead(page - 1, authorId),
    ...(authorId !== undefined && !isScaleAuthor(authorId) ? [articleAuthorRead(authorId)] : []),
  ];
}

/** What an article's page (…/articlecontent?id=) shows: the article, when the id can name one. */
export function articleContentReads(searchParams: URLSearchParams): TApiRead[] {
  const id = searchParams.get('id') ?? '';
  return isUuid(id) ? [articleRead(id)] : [];
}
