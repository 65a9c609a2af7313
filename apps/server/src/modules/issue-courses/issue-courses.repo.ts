import { IssueCourseApproveStatus } from '@app/contracts/enums';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { issueCourses } from '../../db/schema/issue-courses.ts';

/** Which topics a list shows: an expert's review queue, or one counselor's own topics. */
export type TIssueCourseListScope = { kind: 'review-queue' } | { kind: 'counselor'; counselorId: string };

/** A page of topics (every one when `page` is omitted) with the number the scope holds. */
export async function listIssueCourses(
  db: DbOrTx,
  options: { scope: TIssueCourseListScope; page?: { limit: number; offset: number } },
) {
  const { where, orderBy } = scopeQuery(options.scope);
  const query = db
    .select({
      id: issueCourses.id,
      title: issueCourses.title,
      category: issueCourses.category,
      length: issueCourses.length,
      price: issueCourses.price,
      approveStatus: issueCourses.approveStatus,
      counselorId: issueCourses.counselorId,
      counselorFullName: counselorProfiles.fullName,
      submittedAt: issueCourses.submittedAt,
      updatedAt: issueCourses.updatedAt,
    })
    .from(issueCourses)
    .innerJoin(counselorProfiles, eq(counselorProfiles.userId, issueCourses.counselorId))
    .where(where)
    // The id breaks ties, so pages never overlap.
    .orderBy(...orderBy, asc(issueCourses.id))
    .$dynamic();
  const [records, [total]] = await Promise.all([
    options.page ? query.limit(options.page.limit).offset(options.page.offset) : query,
    db.select({ total: count() }).from(issueCourses).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

function scopeQuery(scope: TIssueCourseListScope): { where: SQL; orderBy: SQL[] } {
  if (scope.kind === 'review-queue') {
    return {
      where: inArray(issueCourses.approveStatus, [
        IssueCourseApproveStatus.UnderReview,
        IssueCourseApproveStatus.EditedUnderReview,
      ]),
      // First come, first reviewed.
      orderBy: [asc(issueCourses.submittedAt)],
    };
  }
  return { where: eq(issueCourses.counselorId, scope.counselorId), orderBy: [desc(issueCourses.updatedAt)] };
}
