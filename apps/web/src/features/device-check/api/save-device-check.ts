import type { TDeviceCheck, TDeviceCheckInput } from '@app/contracts/device-check';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /DeviceCheck: kept for the counselor of the user's coming sessions to see. */
export function saveDeviceCheck(result: TDeviceCheckInput): Promise<TDeviceCheck> {
  return api.post<TDeviceCheck>('/DeviceCheck', result);
}

export function useSaveDeviceCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeviceCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['device-check'] }),
  });
}
