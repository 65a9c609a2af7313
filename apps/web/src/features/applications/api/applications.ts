import type {
  TCounselorApplication,
  TPendingApplication,
  TSaveApplicationStep,
} from '@app/contracts/counselor-applications';
import type { TApplyStatus } from '@app/contracts/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const MY_APPLICATION = ['my-application'] as const;
const PENDING_APPLICATIONS = ['pending-applications'] as const;

/** The signed-in client's application (drafts per step, status, the expert's last decision). */
export function useMyApplication(enabled = true) {
  return useQuery({
    queryKey: MY_APPLICATION,
    queryFn: ({ signal }) => api.get<TCounselorApplication>('/CounselorApplication', { signal }),
    enabled,
  });
}

/** Saves one step as a draft on the server. */
export function useSaveApplicationStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveApplicationStep) => api.put<TCounselorApplication>('/CounselorApplication', body),
    onSuccess: (application) => queryClient.setQueryData(MY_APPLICATION, application),
  });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TCounselorApplication>('/CounselorApplication/Submit'),
    onSuccess: (application) => {
      queryClient.setQueryData(MY_APPLICATION, application);
      // The profile's clientApplyCounselorStatus changed with it (refetched in the background).
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** The experts' queue of applications waiting for a decision. */
export function usePendingApplications() {
  return useQuery({
    queryKey: PENDING_APPLICATIONS,
    queryFn: ({ signal }) => api.get<TPendingApplication[]>('/application', { signal }),
  });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, comment }: { id: string; approve: boolean; comment: string }) =>
      approve
        ? api.post<{ id: string; status: TApplyStatus }>(`/application/${encodeURIComponent(id)}/Approve`)
        : api.post<{ id: string; status: TApplyStatus }>(`/application/${encodeURIComponent(id)}/Reject`, {
            comment,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PENDING_APPLICATIONS }),
  });
}
