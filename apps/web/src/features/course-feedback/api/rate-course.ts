import type { TCourseFeedback, TCourseFeedbackInput } from '@app/contracts/courses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /Course/{id}/Feedback: the client rates their completed session, once. */
export function rateCourse(courseId: string, feedback: TCourseFeedbackInput): Promise<TCourseFeedback> {
  return api.post<TCourseFeedback>(`/Course/${encodeURIComponent(courseId)}/Feedback`, feedback);
}

export function useRateCourse(courseId: string) {
  return useMutation({ mutationFn: (feedback: TCourseFeedbackInput) => rateCourse(courseId, feedback) });
}
