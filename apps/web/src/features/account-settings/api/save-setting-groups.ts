import type {
  TClientPersonalInfo,
  TCustomConsultationSetting,
  TEmergencyContactSetting,
  TFreeTrialSetting,
  TPersonalInfo,
  TServiceSetting,
} from '@app/contracts/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The calls of the settings groups: one PUT each; the answer is the group as stored. */
const groupPaths = {
  personalInfo: '/User/PersonalInfo',
  serviceSetting: '/Counselor/ServiceSetting',
  customConsultation: '/Counselor/CustomConsultationSetting',
  freeTrial: '/Counselor/FreeTrialSetting',
  emergencyContact: '/Client/EmergencyContact',
  clientPersonalInfo: '/Client/PersonalInfo',
} as const;

type TGroupValues = {
  personalInfo: TPersonalInfo;
  serviceSetting: TServiceSetting;
  customConsultation: TCustomConsultationSetting;
  freeTrial: TFreeTrialSetting;
  emergencyContact: TEmergencyContactSetting;
  clientPersonalInfo: TClientPersonalInfo;
};

/** Saves one group; the profile the page shows is read again afterwards. */
export function useSaveSettingGroup<TGroup extends keyof TGroupValues>(group: TGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TGroupValues[TGroup]) => api.put<TGroupValues[TGroup]>(groupPaths[group], values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
