import type { TAppointmentSetting, TNotificationSetting } from '@app/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Saves the caller's six reminder flags; the profile they show in is read again. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: TNotificationSetting) =>
      api.put<TNotificationSetting>('/User/NotificationSetting', flags),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}

/** Saves the counselor's booking lead time. */
export function useSaveAppointmentSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: TAppointmentSetting) =>
      api.put<TAppointmentSetting>('/Counselor/AppointmentSetting', setting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
