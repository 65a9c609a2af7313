import {
  RechargeStatus,
  type TRecharge,
  type TRechargeCheckout,
  type TRechargeInput,
} from '@app/contracts/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often a recharge the provider has not reported yet is asked for again. */
const UNSETTLED_POLL_MS = 2_000;

/** POST /Recharge: opens a recharge; the answer is the provider's checkout form. */
export function useOpenRecharge() {
  return useMutation({
    mutationFn: (input: TRechargeInput) => api.post<TRechargeCheckout>('/Recharge', input),
  });
}

/**
 * GET /Recharge/{orderNo}: the client's recharge, asked for again while the provider's notice is
 * still on its way (the browser may come back before it).
 */
export function useRecharge(orderNo: string) {
  return useQuery({
    queryKey: ['recharge', orderNo],
    queryFn: ({ signal }) => api.get<TRecharge>(`/Recharge/${encodeURIComponent(orderNo)}`, { signal }),
    enabled: orderNo !== '',
    refetchInterval: (query) =>
      query.state.data?.status === RechargeStatus.Created ? UNSETTLED_POLL_MS : false,
  });
}
