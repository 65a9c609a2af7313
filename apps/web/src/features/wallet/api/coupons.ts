import type { TCouponCheck, TCouponRedemption } from '@app/contracts/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /Coupon/{code}: whether the client can use the coupon now, and what it is worth. */
export function useCheckCoupon() {
  return useMutation({
    mutationFn: (code: string) => api.get<TCouponCheck>(`/Coupon/${encodeURIComponent(code)}`),
  });
}

/** POST /Coupon/{code}/Redeem: the coupon's points into stored value; balances are read again. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<TCouponRedemption>(`/Coupon/${encodeURIComponent(code)}/Redeem`, {}),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}
