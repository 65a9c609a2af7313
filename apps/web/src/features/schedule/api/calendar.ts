import type { TCalendar, TServiceTimeMove, TServiceTimeRequest } from '@app/contracts/schedule';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /CounselorSchedule/Calendar: service times, bookings and leave over [from, to). */
export function useScheduleCalendar(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['schedule-calendar', range?.from, range?.to],
    queryFn: ({ signal }) =>
      api.get<TCalendar>(`/CounselorSchedule/Calendar?${new URLSearchParams(range ?? {})}`, { signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

function useCalendarChange<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['schedule-calendar'] });
    },
  });
}

/** POST /CounselorSchedule/ServiceTime: one-off service hours, maybe repeated. */
export function useAddServiceTime() {
  return useCalendarChange((request: TServiceTimeRequest) =>
    api.post<{ created: number; seriesId: string | null }>('/CounselorSchedule/ServiceTime', request),
  );
}

/** PUT /CounselorSchedule/ServiceTime/{id}: one-off service hours moved. */
export function useMoveServiceTime() {
  return useCalendarChange(({ id, ...move }: TServiceTimeMove & { id: string }) =>
    api.put<null>(`/CounselorSchedule/ServiceTime/${id}`, move),
  );
}

/** DELETE /CounselorSchedule/ServiceTime/{id}. */
export function useRemoveServiceTime() {
  return useCalendarChange((id: string) => api.delete<null>(`/CounselorSchedule/ServiceTime/${id}`));
}
