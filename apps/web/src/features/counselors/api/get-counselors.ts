import type { TCounselorPage } from '@app/contracts/counselors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TApiRead } from '../../../lib/api-read';

/** Counselors a page of /team shows. */
export const COUNSELOR_PAGE_SIZE = 12;

/** The read behind one page of /team; the server makes it too, before rendering the page. */
export function counselorsRead(startPage: number) {
  return {
    queryKey: ['counselors', startPage],
    path: `/Counselor/List?start_page=${startPage}&page_size=${COUNSELOR_PAGE_SIZE}`,
  } as const satisfies TApiRead;
}

export const counselorsQueryOptions = (startPage: number) =>
  queryOptions({
    queryKey: counselorsRead(startPage).queryKey,
    queryFn: ({ signal }) => api.get<TCounselorPage>(counselorsRead(startPage).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the public counselor list; the previous page stays on screen while the next loads. */
export function useCounselors(startPage: number) {
  return useQuery({ ...counselorsQueryOptions(startPage), placeholderData: keepPreviousData });
}
