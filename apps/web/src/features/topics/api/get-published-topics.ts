import type { TPublicIssueCoursePage } from '@app/contracts/issue-courses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TApiRead } from '../../../lib/api-read';

/** Topics a page of /focusissues shows. */
export const TOPIC_PAGE_SIZE = 12;

/** The read behind one page of /focusissues; the server makes it too, before rendering the page. */
export function publishedTopicsRead(startPage: number) {
  return {
    queryKey: ['published-topics', startPage],
    path: `/CounselorIssueCourse/List?start_page=${startPage}&page_size=${TOPIC_PAGE_SIZE}`,
  } as const satisfies TApiRead;
}

export const publishedTopicsQueryOptions = (startPage: number) =>
  queryOptions({
    queryKey: publishedTopicsRead(startPage).queryKey,
    queryFn: ({ signal }) => api.get<TPublicIssueCoursePage>(publishedTopicsRead(startPage).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the published topics; the previous page stays on screen while the next loads. */
export function usePublishedTopics(startPage: number) {
  return useQuery({ ...publishedTopicsQueryOptions(startPage), placeholderData: keepPreviousData });
}
