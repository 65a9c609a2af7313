import type { TPublicIssueCourseDetail } from '@app/contracts/issue-courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TApiRead } from '../../../lib/api-read';

/** The read behind a topic's page; the server makes it too, before rendering the page. */
export function topicRead(topicId: string) {
  return {
    queryKey: ['topic', topicId],
    path: `/IssueCourse/${encodeURIComponent(topicId)}`,
  } as const satisfies TApiRead;
}

export const topicQueryOptions = (topicId: string) =>
  queryOptions({
    queryKey: topicRead(topicId).queryKey,
    queryFn: ({ signal }) => api.get<TPublicIssueCourseDetail>(topicRead(topicId).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One published topic with its counselor (/focusissues/{id}). */
export function useTopic(topicId: string) {
  return useQuery(topicQueryOptions(topicId));
}
