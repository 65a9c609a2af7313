import type { TReceivedFeedbackPage } from '@app/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RECEIVED_FEEDBACK_PAGE_SIZE = 10;
export const RECEIVED_FEEDBACK = ['received-feedback'] as const;

/** GET /counselor/coursefeedback: one page (from 0) of the counselor's ratings, with their average. */
export function getReceivedFeedback(page: number): Promise<TReceivedFeedbackPage> {
  return api.get<TReceivedFeedbackPage>(
    `/counselor/coursefeedback?start_page=${String(page)}&page_size=${String(RECEIVED_FEEDBACK_PAGE_SIZE)}`,
  );
}

export const receivedFeedbackQuery = (page: number) =>
  queryOptions({ queryKey: [...RECEIVED_FEEDBACK, page], queryFn: () => getReceivedFeedback(page) });

export function useReceivedFeedback(page: number) {
  return useQuery(receivedFeedbackQuery(page));
}
