import type { TConsentRequired } from '@app/contracts/consents';
import type {
  TCancelCourseInput,
  TCancelCourseResult,
  TCourseInformation,
  TReserveCourseInput,
  TReserveCourseResult,
  TUpcomingCoursePage,
} from '@app/contracts/courses';
import type { TReserveFreeCourseInput, TReserveFreeCourseResult } from '@app/contracts/free-trial';
import type { TPublicIssueCourseDetail } from '@app/contracts/issue-courses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The topic being booked (its counselor, length and price). */
export function useBookedTopic(topicId: string) {
  return useQuery({
    queryKey: ['topic', topicId],
    queryFn: ({ signal }) =>
      api.get<TPublicIssueCourseDetail>(`/IssueCourse/${encodeURIComponent(topicId)}`, { signal }),
    enabled: topicId !== '',
  });
}

/** The client's stored value and bonus points. */
export function useBalances() {
  return useQuery({
    queryKey: ['booking', 'balances'],
    queryFn: ({ signal }) =>
      api.get<{ reservedAmount: number; bonusAmount: number }>('/client?isNewVersion=true', { signal }),
  });
}

/** The texts booking asks the client to agree to, with their links. */
export function useBookingConsents() {
  return useQuery({
    queryKey: ['booking', 'consents'],
    queryFn: ({ signal }) => api.get<TConsentRequired>('/Consent/Required?action=booking', { signal }),
  });
}

export function useReserveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TReserveCourseInput) => api.post<TReserveCourseResult>('/Order/ReserveCourse', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['booking'] }),
  });
}

/** Books the client's free trial; their profile (the trial quota, the points) is read again after. */
export function useReserveFreeCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TReserveFreeCourseInput) =>
      api.post<TReserveFreeCourseResult>('/Order/ReserveFreeCourse', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['booking'] });
      await client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** The party's coming courses, soonest first (the reservation bell's list). */
export function useNextCourses(role: 'client' | 'counselor') {
  return useQuery({
    queryKey: ['booking', 'next', role],
    queryFn: ({ signal }) =>
      api.get<TUpcomingCoursePage>(`/${role}/coursenext_v2?start_page=0&page_size=50`, { signal }),
    refetchInterval: 60_000,
  });
}

export function useCourseInformation(courseId: string | null) {
  return useQuery({
    queryKey: ['booking', 'course', courseId],
    queryFn: ({ signal }) =>
      api.get<TCourseInformation>(`/Course/Information/${encodeURIComponent(courseId ?? '')}`, { signal }),
    enabled: courseId !== null,
  });
}

export function useCancelCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, ...input }: TCancelCourseInput & { courseId: string }) =>
      api.post<TCancelCourseResult>(`/Course/${encodeURIComponent(courseId)}/Cancel`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['booking'] }),
  });
}
