import type { TRechargePage, TStatement } from '@app/contracts/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /Wallet/Statement?page=: balances and one page of each list of movements. */
export function useStatement(page: number) {
  return useQuery({
    queryKey: ['wallet', 'statement', page],
    queryFn: ({ signal }) => api.get<TStatement>(`/Wallet/Statement?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /Recharge?page=: the client's recharges (the statement's ATM section). */
export function useRecharges(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'recharges', page],
    queryFn: ({ signal }) => api.get<TRechargePage>(`/Recharge?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
