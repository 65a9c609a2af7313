import type { TCourseLength } from '@app/contracts/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How far ahead a counselor's or topic's page looks for open times. */
export const SLOT_LOOKAHEAD_DAYS = 14;

const DAY = 86_400_000;

/**
 * The start times a session of `courseLength` could be booked with the counselor over the next
 * two weeks. Never from the server's render: times change with every booking.
 */
export function availableSlotsQueryOptions(
  counselorId: string,
  courseLength: TCourseLength,
  now = Date.now(),
) {
  // Whole minutes, so that the key (and the cache) holds for a minute.
  const from = new Date(Math.floor(now / 60_000) * 60_000);
  const to = new Date(from.getTime() + SLOT_LOOKAHEAD_DAYS * DAY);
  const search = new URLSearchParams({
    counselorId,
    courseLength: String(courseLength),
    from: from.toISOString(),
    to: to.toISOString(),
  });
  return queryOptions({
    queryKey: ['available-slots', counselorId, courseLength, from.toISOString()],
    queryFn: ({ signal }) => api.get<string[]>(`/CounselorSchedule/AvailableSlots?${search}`, { signal }),
    staleTime: 60_000,
  });
}

export function useAvailableSlots(counselorId: string, courseLength: TCourseLength) {
  return useQuery(availableSlotsQueryOptions(counselorId, courseLength));
}
