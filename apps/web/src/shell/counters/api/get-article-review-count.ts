import type { TWrittenArticlePage } from '@app/contracts/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { counterKeys } from './counter-keys';

/** Column articles waiting for an expert's review: the queue's totalRecords, read from a page of one. */
export async function getArticleReviewCount(): Promise<number> {
  const path = '/Expert/Articles?start_page=0&page_size=1';
  const page = await api.get<TWrittenArticlePage>(path).catch(logFailure(`GET ${path}`));
  return page.totalRecords;
}

export const articleReviewCountQueryOptions = () =>
  queryOptions({ queryKey: counterKeys.articlesToReview, queryFn: getArticleReviewCount });

export function useArticleReviewCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...articleReviewCountQueryOptions(), enabled });
}
