import type { TCase } from '@app/contracts/treatment-cases';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * One case's cache key, outside the lists' key: refreshing the lists must not open the file again,
 * since the server records every opening in the audit trail.
 */
export const caseKey = (caseId: string) => ['treatment-case', caseId] as const;

/** GET /Counselor/Cases/{id}: the whole file, its records oldest first and the client's sessions. */
export function useCase(caseId: string) {
  return useQuery({
    queryKey: caseKey(caseId),
    queryFn: ({ signal }) => api.get<TCase>(`/Counselor/Cases/${encodeURIComponent(caseId)}`, { signal }),
  });
}
