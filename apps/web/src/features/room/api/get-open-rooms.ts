import type { TUpcomingCourse, TUpcomingCoursePage } from '@app/contracts/courses';
import { ROOM_OPENS_BEFORE_START_MS } from '@app/contracts/room';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whether a course's room is open at `now`: from 10 minutes before its start to its end. */
export function isRoomOpen(course: Pick<TUpcomingCourse, 'startTime' | 'endTime'>, now: number): boolean {
  return now >= Date.parse(course.startTime) - ROOM_OPENS_BEFORE_START_MS && now < Date.parse(course.endTime);
}

/** The party's coming courses (the first page, soonest first), to find those whose room is open. */
export function getUpcomingCourses(role: 'client' | 'counselor'): Promise<TUpcomingCoursePage> {
  return api.get<TUpcomingCoursePage>(`/${role}/coursenext_v2?start_page=0&page_size=20`);
}

export const upcomingCoursesQueryOptions = (role: 'client' | 'counselor') =>
  queryOptions({
    queryKey: ['room', 'upcoming-courses', role],
    queryFn: () => getUpcomingCourses(role),
    // A room opens 10 minutes before its course: look again each minute.
    refetchInterval: 60_000,
  });

export function useUpcomingCourses(role: 'client' | 'counselor') {
  return useQuery(upcomingCoursesQueryOptions(role));
}
