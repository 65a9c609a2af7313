import type { TClientPersonalInfo } from '@app/contracts/account-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in client's personal data; under 'profile', so saving any setting group reads it again. */
export function useClientPersonalInfo() {
  return useQuery({
    queryKey: ['profile', 'client-personal-info'],
    queryFn: ({ signal }) => api.get<TClientPersonalInfo>('/Client/PersonalInfo', { signal }),
  });
}
