import { ErrorCode } from '@app/contracts/error-codes';
import type {
  TCase,
  TCaseBasics,
  TCaseClose,
  TCaseOpen,
  TCaseRecordInput,
} from '@app/contracts/treatment-cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { caseKey } from './get-case';
import { CASE_LISTS } from './get-cases';

/**
 * A change answers with the whole case, which is shown as it is (without opening the file again);
 * the lists are read again. A case closed meanwhile (elsewhere) is read again, read-only now.
 */
function useCaseChange<TInput>(change: (input: TInput) => Promise<TCase>, caseId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      queryClient.setQueryData(caseKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: CASE_LISTS });
    },
    onError: (error) => {
      if (caseId && error instanceof ApiError && error.errorCode === ErrorCode.CaseClosed)
        void queryClient.invalidateQueries({ queryKey: caseKey(caseId) });
    },
  });
}

const caseUrl = (caseId: string, action = '') =>
  `/Counselor/Cases/${encodeURIComponent(caseId)}${action ? `/${action}` : ''}`;

/** POST /Counselor/Cases: opens a case for one of the counselor's clients. */
export const useOpenCase = () =>
  useCaseChange((input: TCaseOpen) => api.post<TCase>('/Counselor/Cases', input));

/** PUT /Counselor/Cases/{id}: an open case's target, issues, goal and stage. */
export const useUpdateCase = (caseId: string) =>
  useCaseChange((input: TCaseBasics) => api.put<TCase>(caseUrl(caseId), input), caseId);

/** POST /Counselor/Cases/{id}/Records: a record, kept as written. */
export const useAddCaseRecord = (caseId: string) =>
  useCaseChange((input: TCaseRecordInput) => api.post<TCase>(caseUrl(caseId, 'Records'), input), caseId);

/** POST /Counselor/Cases/{id}/Close: the case becomes read-only. */
export const useCloseCase = (caseId: string) =>
  useCaseChange((input: TCaseClose) => api.post<TCase>(caseUrl(caseId, 'Close'), input), caseId);
