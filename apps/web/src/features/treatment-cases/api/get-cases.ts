import type { TCasePage, TCaseStatus } from '@app/contracts/treatment-cases';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Cases a page of the list shows. */
export const CASE_PAGE_SIZE = 20;

/** The lists of cases and of the clients a case may be opened for: read again after every change. */
export const CASE_LISTS = ['treatment-cases'] as const;

/** GET /Counselor/Cases: one page (from 0) of the counselor's cases, the latest opened first. */
export function useCases(status: TCaseStatus | null, page: number) {
  const query = `${status ? `status=${status}&` : ''}start_page=${String(page)}&page_size=${String(CASE_PAGE_SIZE)}`;
  return useQuery({
    queryKey: [...CASE_LISTS, 'page', status, page],
    queryFn: ({ signal }) => api.get<TCasePage>(`/Counselor/Cases?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
