import type {
  TCustomConsultation,
  TCustomConsultationAccept,
  TCustomConsultationDecline,
  TCustomConsultationPage,
  TCustomConsultationRequestInput,
} from '@app/contracts/custom-consultations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['custom-consultations'] as const;

/** Requests a page of the lists shows. */
export const CUSTOM_CONSULTATION_PAGE_SIZE = 20;

/** One page (from 0) of the client's requests (Mine) or the counselor's (Incoming), newest first. */
export function useCustomConsultations(which: 'Mine' | 'Incoming', page: number) {
  return useQuery({
    queryKey: [...KEY, which, page],
    queryFn: ({ signal }) =>
      api.get<TCustomConsultationPage>(
        `/CustomConsultation/${which}?start_page=${String(page)}&page_size=${String(CUSTOM_CONSULTATION_PAGE_SIZE)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One of the request's actions; every list is read again after it. */
function useRequestAction<TInput>(action: (input: TInput) => Promise<TCustomConsultation>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

const actionUrl = (id: string, action: string) => `/CustomConsultation/${encodeURIComponent(id)}/${action}`;

export const useRequestCustomConsultation = () =>
  useRequestAction((input: TCustomConsultationRequestInput) =>
    api.post<TCustomConsultation>('/CustomConsultation', input),
  );

export const useAcceptCustomConsultation = () =>
  useRequestAction(({ id, ...input }: TCustomConsultationAccept & { id: string }) =>
    api.post<TCustomConsultation>(actionUrl(id, 'Accept'), input),
  );

export const useDeclineCustomConsultation = () =>
  useRequestAction(({ id, ...input }: TCustomConsultationDecline & { id: string }) =>
    api.post<TCustomConsultation>(actionUrl(id, 'Decline'), input),
  );

export const useWithdrawCustomConsultation = () =>
  useRequestAction((id: string) => api.post<TCustomConsultation>(actionUrl(id, 'Withdraw'), {}));

export const usePayCustomConsultation = () =>
  useRequestAction((id: string) => api.post<TCustomConsultation>(actionUrl(id, 'Pay'), { agree: true }));
