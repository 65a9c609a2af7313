import type { TFreeTrialProgress } from '@app/contracts/free-trial';
import type { TQuestionnaire, TSubmitQuestionnaire } from '@app/contracts/questionnaire';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiLocale } from '../../../lib/i18n';

/** The intake questionnaire's questions, in the UI language. */
export function useQuestionnaire() {
  const locale = useApiLocale();
  return useQuery({
    queryKey: ['questionnaire', locale],
    queryFn: ({ signal }) => api.get<TQuestionnaire>('/Questionnaire', { signal }),
    staleTime: Infinity,
  });
}

/** Sends the answers; the profile (freeCourseStatus, bonusAmount) is read again after. */
export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSubmitQuestionnaire) => api.post<TFreeTrialProgress>('/Questionnaire', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['profile'] }),
  });
}

/** The client has been shown the free trial: None becomes Notified (once; later calls change nothing). */
export function useWelcomed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TFreeTrialProgress>('/User/FreeCourse/Welcome'),
    onSuccess: () => client.invalidateQueries({ queryKey: ['profile'] }),
  });
}
