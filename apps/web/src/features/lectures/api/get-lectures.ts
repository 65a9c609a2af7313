import type { TLecture, TLecturePage } from '@app/contracts/lectures';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isUuid } from '../../../lib/uuid';
import { lectureRead, lecturesRead } from './lecture-reads';

/** One page (from 0) of the lectures still to come; the previous page stays on screen while the next loads. */
export function useLectures(startPage: number) {
  const read = lecturesRead(startPage);
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => api.get<TLecturePage>(read.path, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One lecture (its page, its sign-up form); off for an id that names none. */
export function useLecture(lectureId: string) {
  const read = lectureRead(lectureId);
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => api.get<TLecture>(read.path, { signal }),
    staleTime: 60_000,
    enabled: isUuid(lectureId),
  });
}
