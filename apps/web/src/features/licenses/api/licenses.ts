import type {
  TExpiringLicense,
  TLicenseChangeSubmit,
  TLicenseReview,
  TLicenseReviewResult,
  TOwnLicenses,
  TPendingLicenseChange,
} from '@app/contracts/license-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { counterKeys } from '../../../shell/counters/api/counter-keys';

const PENDING = ['license-changes', 'pending'] as const;
const EXPIRING = ['license-changes', 'expiring'] as const;
const OWN = ['license-changes', 'own'] as const;

/** The experts' queue of licence changes waiting for review, oldest first. */
export function usePendingLicenseChanges() {
  return useQuery({
    queryKey: PENDING,
    queryFn: ({ signal }) =>
      api.get<TPendingLicenseChange[]>('/Counselor/PendingReviewLicenseList', { signal }),
  });
}

/** Accepted licences ending within 30 days (or past), for experts. */
export function useExpiringLicenses() {
  return useQuery({
    queryKey: EXPIRING,
    queryFn: ({ signal }) => api.get<TExpiringLicense[]>('/Counselor/ExpiringLicenseList', { signal }),
  });
}

/** An expert's decision; the queue and the menu's badge refresh. */
export function useReviewLicenseChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TLicenseReview }) =>
      api.post<TLicenseReviewResult>(`/Counselor/License/${encodeURIComponent(id)}/Review`, review),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PENDING }),
        queryClient.invalidateQueries({ queryKey: counterKeys.pendingLicenses }),
      ]),
  });
}

/** The counselor's accepted licences and their latest change request. */
export function useOwnLicenses() {
  return useQuery({
    queryKey: OWN,
    queryFn: ({ signal }) => api.get<TOwnLicenses>('/Counselor/License', { signal }),
  });
}

/** Sends the licences as the counselor wants them to read, for review. */
export function useSubmitLicenses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TLicenseChangeSubmit) => api.put<TOwnLicenses>('/Counselor/License', change),
    onSuccess: (own) => queryClient.setQueryData(OWN, own),
  });
}
