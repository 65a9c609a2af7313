import type { TFeedbackPage } from '@app/contracts/counselors';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ratings a counselor's page shows at first and at each "more" (the page's first five come with it). */
export const FEEDBACK_PAGE_SIZE = 5;

/**
 * A counselor's older commented ratings, a page at a time after the five the page came with;
 * nothing is read until `enabled` (the visitor asked for more).
 */
export function useMoreFeedback(counselorId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['counselor-feedback', counselorId],
    queryFn: ({ pageParam, signal }) =>
      api.get<TFeedbackPage>(
        `/Counselor/${encodeURIComponent(counselorId)}/Feedback?start_page=${pageParam}&page_size=${FEEDBACK_PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      (pages.length + 1) * FEEDBACK_PAGE_SIZE < last.totalRecords ? pages.length + 1 : undefined,
    enabled,
    staleTime: 5 * 60_000,
  });
}
