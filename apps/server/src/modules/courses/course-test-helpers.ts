import { CourseLength, CourseStatus, CourseType, type TCourseStatus } from '@app/contracts/enums';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';

export const HOUR = 3600 * 1000;

/** Inserts a one-hour course straight into the database (booking is a later issue). */
export async function insertCourse(
  db: DbOrTx,
  course: { clientId: string; counselorId: string; startsAt: Date; status?: TCourseStatus; hours?: number },
): Promise<string> {
  const [row] = await db
    .insert(courses)
    .values({
      type: CourseType.IssueCourse,
      status: course.status ?? CourseStatus.Init,
      length: CourseLength.SixtyMinutes,
      clientId: course.clientId,
      counselorId: course.counselorId,
      startsAt: course.startsAt,
      endsAt: new Date(course.startsAt.getTime() + (course.hours ?? 1) * HOUR),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course not inserted');
  return row.id;
}
