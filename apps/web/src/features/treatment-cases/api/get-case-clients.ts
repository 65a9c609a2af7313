import type { TCaseClientList } from '@app/contracts/treatment-cases';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASE_LISTS } from './get-cases';

/** GET /Counselor/CaseClients: the clients a case may be opened for, the latest session first. */
export function useCaseClients() {
  return useQuery({
    queryKey: [...CASE_LISTS, 'clients'],
    queryFn: ({ signal }) => api.get<TCaseClientList>('/Counselor/CaseClients', { signal }),
  });
}
