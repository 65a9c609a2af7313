import type { TLeave, TLeaveCreated, TLeavePreview, TLeaveRequest } from '@app/contracts/schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /CounselorSchedule/Leave: the counselor's leave that has not ended. */
export function useLeaveList() {
  return useQuery({
    queryKey: ['leave'],
    queryFn: ({ signal }) => api.get<TLeave[]>('/CounselorSchedule/Leave', { signal }),
  });
}

/** GET /CounselorSchedule/Leave/Preview: how many booked sessions a leave would cancel. */
export function previewLeave(period: { start: string; end: string }) {
  return api.get<TLeavePreview>(`/CounselorSchedule/Leave/Preview?${new URLSearchParams(period)}`);
}

/** POST /CounselorSchedule/Leave: takes the leave; the calendar and the list follow. */
export function useTakeLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TLeaveRequest) => api.post<TLeaveCreated>('/CounselorSchedule/Leave', request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['leave'] });
      void queryClient.invalidateQueries({ queryKey: ['schedule-calendar'] });
    },
  });
}

/** DELETE /CounselorSchedule/Leave/{id}: ends a leave early (one not yet begun is removed). */
export function useEndLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/CounselorSchedule/Leave/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['leave'] });
      void queryClient.invalidateQueries({ queryKey: ['schedule-calendar'] });
    },
  });
}
