import { CourseStatus } from '@app/contracts/enums';
import { and, asc, count, eq, gt, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/courses.ts';

export type TCourseParty = 'client' | 'counselor';

const counselorUsers = alias(users, 'counselor_users');
const clientUsers = alias(users, 'client_users');

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
        counselorFullName: counselorProfiles.fullName,
        counselorCoverImagePath: counselorUsers.coverImagePath,
        clientNickname: clientUsers.nickname,
      })
      .from(courses)
      .innerJoin(counselorProfiles, eq(counselorProfiles.userId, courses.counselorId))
      .innerJoin(counselorUsers, eq(counselorUsers.id, courses.counselorId))
      .innerJoin(clientUsers, eq(clientUsers.id, courses.clientId))
      .where(where)
      // The id breaks ties between courses of the same start, so pages never overlap.
      .orderBy(asc(courses.startsAt), asc(courses.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}
