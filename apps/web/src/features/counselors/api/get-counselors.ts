import type { TCounselorPage } from '@app/contracts/counselors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Counselors a page of /team shows. */
export const COUNSELOR_PAGE_SIZE = 12;

export function getCounselors(startPage: number, signal?: AbortSignal): Promise<TCounselorPage> {
  return api.get<TCounselorPage>(`/Counselor/List?start_page=${startPage}&page_size=${COUNSELOR_PAGE_SIZE}`, {
    signal,
  });
}

export const counselorsQueryOptions = (startPage: number) =>
  queryOptions({
    queryKey: ['counselors', startPage],
    queryFn: ({ signal }) => getCounselors(startPage, signal),
    staleTime: 5 * 60_000,
  });

/** One page of the public counselor list; the previous page stays on screen while the next loads. */
export function useCounselors(startPage: number) {
  return useQuery({ ...counselorsQueryOptions(startPage), placeholderData: keepPreviousData });
}
