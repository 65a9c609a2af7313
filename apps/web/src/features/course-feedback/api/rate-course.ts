import type { TCourseFeedback, TCourseFeedbackInput } from '@app/contracts/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COURSE_RECORDS } from './get-course-records';

/** POST /Course/{id}/Feedback: the client rates their completed session, once. */
export function rateCourse(courseId: string, feedback: TCourseFeedbackInput): Promise<TCourseFeedback> {
  return api.post<TCourseFeedback>(`/Course/${encodeURIComponent(courseId)}/Feedback`, feedback);
}

/** Rates the session; the client's records show the rating afterwards. */
export function useRateCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: TCourseFeedbackInput) => rateCourse(courseId, feedback),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSE_RECORDS }),
  });
}
