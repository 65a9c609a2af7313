import type { TArticlePage } from '@app/contracts/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { articlesRead, counselorArticlesRead } from './article-reads';

export const articlesQueryOptions = (startPage: number, authorId?: number) =>
  queryOptions({
    queryKey: articlesRead(startPage, authorId).queryKey,
    queryFn: ({ signal }) => api.get<TArticlePage>(articlesRead(startPage, authorId).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page (from 0) of the published articles, latest first; the previous page stays on screen while the next loads. */
export function useArticles(startPage: number, authorId?: number) {
  return useQuery({ ...articlesQueryOptions(startPage, authorId), placeholderData: keepPreviousData });
}

/** A counselor's latest articles (their page in the directory). */
export function useCounselorArticles(counselorId: string) {
  const read = counselorArticlesRead(counselorId);
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => api.get<TArticlePage>(read.path, { signal }),
    staleTime: 5 * 60_000,
  });
}
