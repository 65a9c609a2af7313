import type { TDeviceCheck } from '@app/contracts/device-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /Course/{id}/DeviceCheck: the client's latest check for that course, or null. */
export function getCourseDeviceCheck(courseId: string): Promise<TDeviceCheck | null> {
  return api.get<TDeviceCheck | null>(`/Course/${encodeURIComponent(courseId)}/DeviceCheck`);
}

export const courseDeviceCheckQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['device-check', 'course', courseId],
    queryFn: () => getCourseDeviceCheck(courseId),
    // A client may check just before the session: the counselor's view catches up each minute.
    refetchInterval: 60_000,
  });

export function useCourseDeviceCheck(courseId: string) {
  return useQuery(courseDeviceCheckQueryOptions(courseId));
}
