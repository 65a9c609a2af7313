import { ZUpcomingCourseSchema, type TUpcomingCourse } from '@app/contracts/courses';

const MINUTE = 60_000;

/** A one-hour course (video unless voiceOnly) between the demo counselor and client, starting that many minutes from now. */
export function upcomingCourse(
  id: string,
  startsInMinutes: number,
  { voiceOnly = false }: { voiceOnly?: boolean } = {},
): TUpcomingCourse {
  const start = Date.now() + startsInMinutes * MINUTE;
  return ZUpcomingCourseSchema.parse({
    id,
    type: 0,
    status: 0,
    length: 0,
    voiceOnly,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 60 * MINUTE).toISOString(),
    counselor: {
      id: '00000000-0000-4000-8000-0000000000c1',
      fullName: '陳怡君',
      coverImage: { id: null, path: null },
    },
    client: { nickName: '小安' },
  });
}
