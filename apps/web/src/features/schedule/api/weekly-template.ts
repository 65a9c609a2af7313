import type { TWeeklyTemplate, TWeeklyTemplateInput } from '@app/contracts/schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const weeklyTemplateKey = ['weekly-template'] as const;

/** GET /CounselorSchedule/WeeklyTemplate: the signed-in counselor's weekly plan. */
export function useWeeklyTemplate() {
  return useQuery({
    queryKey: weeklyTemplateKey,
    queryFn: ({ signal }) => api.get<TWeeklyTemplate>('/CounselorSchedule/WeeklyTemplate', { signal }),
  });
}

/** PUT /CounselorSchedule/WeeklyTemplate: replaces the plan; the calendar and schedule flag follow. */
export function useSaveWeeklyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: TWeeklyTemplateInput) =>
      api.put<TWeeklyTemplate>('/CounselorSchedule/WeeklyTemplate', template),
    onSuccess: (saved) => {
      queryClient.setQueryData(weeklyTemplateKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['schedule-calendar'] });
    },
  });
}
