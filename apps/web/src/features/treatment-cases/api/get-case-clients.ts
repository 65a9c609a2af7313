import type { TCaseClientList } from '@app/contracts/treatment-cases';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASE_LISTS } from './get-cases';

/**
 * GET /Counselor/CaseClients: the clients a case may be opened for, the latest session first; with
 * `courseId`, only the client of that session.
 */
export function useCaseClients(courseId?: string) {
  return useQuery({
    queryKey: [...CASE_LISTS, 'clients', courseId ?? null],
    queryFn: ({ signal }) =>
      api.get<TCaseClientList>(
        `/Counselor/CaseClients${courseId ? `?courseId=${encodeURIComponent(courseId)}` : ''}`,
        { signal },
      ),
  });
}
