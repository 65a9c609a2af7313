import type { TJoinWaitlistInput, TWaitlistEntry } from '@app/contracts/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The client's waitlist entries and the slots offered to them (each offer is held for a while). */
export function useMyWaitlist() {
  return useQuery({
    queryKey: ['booking', 'waitlist'],
    queryFn: ({ signal }) => api.get<TWaitlistEntry[]>('/Waitlist/Mine', { signal }),
    refetchInterval: 60_000,
  });
}

/** Every waitlist change also changes the coming courses and the balance: the booking queries are read again. */
function useWaitlistMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['booking'] }) });
}

export function useJoinWaitlist() {
  return useWaitlistMutation((input: TJoinWaitlistInput) => api.post<TWaitlistEntry>('/Waitlist', input));
}

export function useLeaveWaitlist() {
  return useWaitlistMutation((entryId: string) =>
    api.delete<null>(`/Waitlist/${encodeURIComponent(entryId)}`),
  );
}

export function useAnswerOffer() {
  return useWaitlistMutation(({ courseId, answer }: { courseId: string; answer: 'Accept' | 'Decline' }) =>
    api.post<unknown>(`/Waitlist/Offer/${encodeURIComponent(courseId)}/${answer}`, {}),
  );
}
