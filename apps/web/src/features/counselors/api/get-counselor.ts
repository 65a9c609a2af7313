import type { TCounselorDetail } from '@app/contracts/counselors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TApiRead } from '../../../lib/api-read';

/** The read behind a counselor's page; the server makes it too, before rendering the page. */
export function counselorRead(counselorId: string) {
  return {
    queryKey: ['counselor', counselorId],
    path: `/Counselor/${encodeURIComponent(counselorId)}`,
  } as const satisfies TApiRead;
}

export const counselorQueryOptions = (counselorId: string) =>
  queryOptions({
    queryKey: counselorRead(counselorId).queryKey,
    queryFn: ({ signal }) => api.get<TCounselorDetail>(counselorRead(counselorId).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One counselor's public profile (/team/{id}). */
export function useCounselor(counselorId: string) {
  return useQuery(counselorQueryOptions(counselorId));
}
