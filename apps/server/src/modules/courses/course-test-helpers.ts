import { CourseLength, CourseStatus, CourseType, type TCourseStatus } from '@app/contracts/enums';
import type { DbOrTx, TDatabase } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { createUser } from '../../test/test-users.ts';

export const HOUR = 3600 * 1000;

const start = new Date('2030-03-04T02:00:00Z');
/** A time `hours` after a fixed future start, so that tests read in hours. */
export const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

/** A counselor and two clients who may book them. */
export async function createParties(database: TDatabase) {
  const counselor = await createUser(database, { role: 'counselor' });
  const client = await createUser(database, { role: 'client' });
  const otherClient = await createUser(database, { role: 'client' });
  return { counselorId: counselor.id, clientId: client.id, otherClientId: otherClient.id };
}

/** The PostgreSQL error under Drizzle's wrapper. */
export function postgresError(error: unknown) {
  return (error as Error).cause as { code?: string; constraint?: string };
}

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
