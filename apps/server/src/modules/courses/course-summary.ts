import type { TAuditSubjectType } from '@app/contracts/audit';
import type { TCourseSummary } from '@app/contracts/courses';
import type { TUserSummary } from '../accounts/accounts.service.ts';
import type { TCourseRow } from './courses.repo.ts';

/** Audit rows about a course name it by this subject type. */
export const COURSE_SUBJECT: TAuditSubjectType = 'course';

/** What every listing of a course answers of it (ZCourseSummarySchema), from its row. */
export function courseSummary(
  course: Pick<TCourseRow, 'id' | 'type' | 'status' | 'length' | 'voiceOnly' | 'startsAt' | 'endsAt'>,
): TCourseSummary {
  return {
    id: course.id,
    type: course.type,
    status: course.status,
    length: course.length,
    voiceOnly: course.voiceOnly,
    startTime: course.startsAt.toISOString(),
    endTime: course.endsAt.toISOString(),
  };
}

/** The course's counselor as the client's lists show them, from the accounts' summaries. */
export function courseCounselor(counselorId: string, people: ReadonlyMap<string, TUserSummary>) {
  const counselor = people.get(counselorId);
  return {
    id: counselorId,
    // Both parties always exist: the course's foreign keys see to it.
    fullName: counselor?.fullName ?? '',
    // Images have no id of their own until uploads exist; a null path shows the default picture.
    coverImage: { id: null, path: counselor?.coverImagePath ?? null },
  };
}
