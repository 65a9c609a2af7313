import { z } from 'zod';
import { CourseLength, CourseStatus, CourseType } from './enums.ts';
import { ZPageSchema } from './envelope.ts';
import { ZCoverImageSchema } from './profile.ts';

/**
 * One of the caller's courses still to come (GET /api/{locale}/{role}/coursenext_v2). The other
 * party appears only as much as the product shows them: a counselor sees the client's nickname.
 */
export const ZUpcomingCourseSchema = z.object({
  id: z.uuid(),
  type: z.enum(CourseType),
  status: z.enum(CourseStatus),
  length: z.enum(CourseLength),
  /** A voice session (audio only), rather than video. */
  voiceOnly: z.boolean(),
  /** ISO 8601 (UTC); shown in the user's zone. */
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  counselor: z.object({ id: z.uuid(), fullName: z.string(), coverImage: ZCoverImageSchema }),
  client: z.object({ nickName: z.string() }),
});
export type TUpcomingCourse = z.infer<typeof ZUpcomingCourseSchema>;

/** totalRecords is the reservation bell's count. */
export const ZUpcomingCoursePageSchema = ZPageSchema(ZUpcomingCourseSchema);
export type TUpcomingCoursePage = z.infer<typeof ZUpcomingCoursePageSchema>;
