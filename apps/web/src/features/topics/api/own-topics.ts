import type {
  TIssueCoursePage,
  TOwnTopic,
  TPendingTopic,
  TTopicFields,
  TTopicReview,
} from '@app/contracts/issue-courses';
import type { TIssueCourseApproveStatus } from '@app/contracts/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const MY_TOPICS = ['my-topics'] as const;
const PENDING_TOPICS = ['pending-topics'] as const;

/** The counselor's own topics (every one), latest change first. */
export function useMyTopics() {
  return useQuery({
    queryKey: MY_TOPICS,
    queryFn: ({ signal }) =>
      api.get<TIssueCoursePage>('/CounselorIssueCourse/me?get_by_page=false', { signal }),
  });
}

/** One of the counselor's topics with its history; off while `id` is empty. */
export function useMyTopic(id: string) {
  return useQuery({
    queryKey: [...MY_TOPICS, id],
    queryFn: ({ signal }) =>
      api.get<TOwnTopic>(`/CounselorIssueCourse/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}

/** Every change of a topic refreshes the lists it shows in (the counselor's, the experts', the public one). */
function useTopicsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_TOPICS }),
      queryClient.invalidateQueries({ queryKey: PENDING_TOPICS }),
      queryClient.invalidateQueries({ queryKey: ['published-topics'] }),
    ]);
}

/** Creates a topic (id empty) or saves the counselor's changes to it. */
export function useSaveTopic() {
  const changed = useTopicsChanged();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: TTopicFields }) =>
      id === ''
        ? api.post<TOwnTopic>('/CounselorIssueCourse', fields)
        : api.put<TOwnTopic>(`/CounselorIssueCourse/${encodeURIComponent(id)}`, fields),
    onSuccess: changed,
  });
}

export function useSubmitTopic() {
  const changed = useTopicsChanged();
  return useMutation({
    mutationFn: ({ id, revisionNote }: { id: string; revisionNote: string }) =>
      api.post<TOwnTopic>(`/CounselorIssueCourse/${encodeURIComponent(id)}/Submit`, { revisionNote }),
    onSuccess: changed,
  });
}

export function useWithdrawTopic() {
  const changed = useTopicsChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<TOwnTopic>(`/CounselorIssueCourse/${encodeURIComponent(id)}/Withdraw`),
    onSuccess: changed,
  });
}

/** The experts' queue of topics waiting for review. */
export function usePendingTopics() {
  return useQuery({
    queryKey: PENDING_TOPICS,
    queryFn: ({ signal }) => api.get<TPendingTopic[]>('/IssueCourse/PendingReviewList', { signal }),
  });
}

export function useReviewTopic() {
  const changed = useTopicsChanged();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TTopicReview }) =>
      api.post<{ id: string; approveStatus: TIssueCourseApproveStatus }>(
        `/IssueCourse/${encodeURIComponent(id)}/Review`,
        review,
      ),
    onSuccess: changed,
  });
}
