import type {
  TCounselorLecture,
  TCounselorLecturePage,
  TLectureCancel,
  TLectureInput,
} from '@app/contracts/lectures';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isUuid } from '../../../lib/uuid';

/** Lectures a page of the counselor's list shows. */
export const OWN_LECTURE_PAGE_SIZE = 20;

const OWN_LECTURES = ['own-lectures'] as const;

const lecturePath = (id: string) => `/Counselor/Lectures/${encodeURIComponent(id)}`;

/** GET /Counselor/Lectures: one page (from 0) of the counselor's lectures, every status. */
export function useOwnLectures(page: number) {
  return useQuery({
    queryKey: [...OWN_LECTURES, 'page', page],
    queryFn: ({ signal }) =>
      api.get<TCounselorLecturePage>(
        `/Counselor/Lectures?start_page=${String(page)}&page_size=${String(OWN_LECTURE_PAGE_SIZE)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One of the counselor's lectures with its members; off for an id that names none. */
export function useOwnLecture(id: string) {
  return useQuery({
    queryKey: [...OWN_LECTURES, 'one', id],
    queryFn: ({ signal }) => api.get<TCounselorLecture>(lecturePath(id), { signal }),
    enabled: isUuid(id),
  });
}

/**
 * After a change, the counselor's lists and the public pages are read again, and the lecture's own
 * entry holds the answer at once (a new lecture's page opens without a second load).
 */
function useLectureChanged() {
  const queryClient = useQueryClient();
  return async (lecture: TCounselorLecture) => {
    queryClient.setQueryData([...OWN_LECTURES, 'one', lecture.id], lecture);
    const stale = [[...OWN_LECTURES, 'page'], ['lectures'], ['lecture', lecture.id]];
    await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** Announces a lecture; 409 LectureTimeTaken when its time meets a session, leave or another lecture. */
export function useCreateLecture() {
  const changed = useLectureChanged();
  return useMutation({
    mutationFn: (input: TLectureInput) => api.post<TCounselorLecture>('/Counselor/Lectures', input),
    onSuccess: (lecture) => changed(lecture),
  });
}

/** Calls the lecture off with a reason told to every member, who are all refunded. */
export function useCancelLecture(id: string) {
  const changed = useLectureChanged();
  return useMutation({
    mutationFn: (cancel: TLectureCancel) => api.post<TCounselorLecture>(`${lecturePath(id)}/Cancel`, cancel),
    onSuccess: (lecture) => changed(lecture),
  });
}

/** A lecture may be called off until it starts, unless it already was or is over. */
export function canCancel(lecture: TCounselorLecture, now = Date.now()): boolean {
  return (lecture.status === 'open' || lecture.status === 'confirmed') && now < Date.parse(lecture.startTime);
}
