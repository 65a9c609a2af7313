import type { TArticleDetail } from '@app/contracts/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isUuid } from '../../../lib/uuid';
import { articleRead } from './article-reads';

export const articleQueryOptions = (articleId: string) =>
  queryOptions({
    queryKey: articleRead(articleId).queryKey,
    queryFn: ({ signal }) => api.get<TArticleDetail>(articleRead(articleId).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One published article with its author and more of theirs; off for an id that names no article. */
export function useArticle(articleId: string) {
  return useQuery({ ...articleQueryOptions(articleId), enabled: isUuid(articleId) });
}
