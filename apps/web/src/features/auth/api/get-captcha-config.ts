import type { TCaptchaConfig } from '@app/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCaptchaConfig(): Promise<TCaptchaConfig> {
  return api.get<TCaptchaConfig>('/captcha/config');
}

export const captchaConfigQueryOptions = () =>
  queryOptions({ queryKey: ['captcha-config'], queryFn: getCaptchaConfig, staleTime: Infinity });

export function useCaptchaConfig() {
  return useQuery(captchaConfigQueryOptions());
}
