import { CourseStatus } from '@app/contracts/enums';
import { and, asc, count, eq, gt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';

export type TCourseParty = 'client' | 'counselor';

/**
 * One page of the courses a party still has ahead: not completed or canceled and not ended by
 * `now`, soonest first, with the number of such courses.
 */
export async function listUpcoming(
  db: DbOrTx,
  options: { party: TCourseParty; userId: string; now: Date; limit: number; offset: number },
) {
  const where = and(
    eq(options.party === 'client' ? courses.clientId : courses.counselorId, options.userId),
    notInArray(courses.status, [CourseStatus.Completed, CourseStatus.Canceled]),
    gt(courses.endsAt, options.now),
  );
  const [records, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        type: courses.type,
        status: courses.status,
        length: courses.length,
        startsAt: courses.startsAt,
        endsAt: courses.endsAt,
        counselorId: courses.counselorId,
        clientId: courses.clientId,
      })
      .from(courses)
      .where(where)
      // The id breaks ties between courses of the same start, so pages never overlap.
      .orderBy(asc(courses.startsAt), asc(courses.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}
