import type { TPublicIssueCoursePage } from '@app/contracts/issue-courses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Topics a page of /focusissues shows. */
export const TOPIC_PAGE_SIZE = 12;

export function getPublishedTopics(startPage: number, signal?: AbortSignal): Promise<TPublicIssueCoursePage> {
  return api.get<TPublicIssueCoursePage>(
    `/CounselorIssueCourse/List?start_page=${startPage}&page_size=${TOPIC_PAGE_SIZE}`,
    { signal },
  );
}

export const publishedTopicsQueryOptions = (startPage: number) =>
  queryOptions({
    queryKey: ['published-topics', startPage],
    queryFn: ({ signal }) => getPublishedTopics(startPage, signal),
    staleTime: 5 * 60_000,
  });

/** One page of the published topics; the previous page stays on screen while the next loads. */
export function usePublishedTopics(startPage: number) {
  return useQuery({ ...publishedTopicsQueryOptions(startPage), placeholderData: keepPreviousData });
}
