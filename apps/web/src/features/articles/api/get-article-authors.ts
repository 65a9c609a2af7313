import type { TArticleAuthor, TArticleAuthorList } from '@app/contracts/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { articleAuthorRead, articleAuthorsRead } from './article-reads';

export const articleAuthorsQueryOptions = () =>
  queryOptions({
    queryKey: articleAuthorsRead().queryKey,
    queryFn: ({ signal }) => api.get<TArticleAuthorList>(articleAuthorsRead().path, { signal }),
    staleTime: 5 * 60_000,
  });

export const articleAuthorQueryOptions = (authorId: number) =>
  queryOptions({
    queryKey: articleAuthorRead(authorId).queryKey,
    queryFn: ({ signal }) => api.get<TArticleAuthor>(articleAuthorRead(authorId).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** The column's authors with at least one published article. */
export function useArticleAuthors() {
  return useQuery(articleAuthorsQueryOptions());
}

/** One author of the column (the header of their list); off without one. */
export function useArticleAuthor(authorId: number | undefined) {
  return useQuery({ ...articleAuthorQueryOptions(authorId ?? 0), enabled: authorId !== undefined });
}
