import { IssueCourseApproveStatus } from '@app/contracts/enums';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { issueCourses } from '../../db/schema/issue-courses.ts';

/** What every list shows of a topic; the counselor's name comes from the accounts. */
const topicColumns = {
  id: issueCourses.id,
  title: issueCourses.title,
  category: issueCourses.category,
  length: issueCourses.length,
  price: issueCourses.price,
  counselorId: issueCourses.counselorId,
};

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
      ...topicColumns,
      approveStatus: issueCourses.approveStatus,
      submittedAt: issueCourses.submittedAt,
      updatedAt: issueCourses.updatedAt,
    })
    .from(issueCourses)
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

/**
 * Topics anyone may browse: approved (an approved topic being re-reviewed after an edit waits
 * until the edit is approved), by one of `counselorIds` (the active, verified counselors).
 */
const published = (counselorIds: string[]) =>
  and(
    eq(issueCourses.approveStatus, IssueCourseApproveStatus.Audited),
    inArray(issueCourses.counselorId, counselorIds),
  );

/** A page of published topics, latest change first, with how many are published. */
export async function listPublishedIssueCourses(
  db: DbOrTx,
  options: { counselorIds: string[]; limit: number; offset: number },
) {
  const where = published(options.counselorIds);
  const [records, [total]] = await Promise.all([
    db
      .select(topicColumns)
      .from(issueCourses)
      .where(where)
      // The id breaks ties, so pages never overlap.
      .orderBy(desc(issueCourses.updatedAt), asc(issueCourses.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(issueCourses).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

/** One published topic with its texts; null when it is not published (or unknown). */
export async function findPublishedIssueCourse(db: DbOrTx, options: { id: string; counselorIds: string[] }) {
  const [topic] = await db
    .select({
      ...topicColumns,
      targetAudience: issueCourses.targetAudience,
      description: issueCourses.description,
      detail: issueCourses.detail,
    })
    .from(issueCourses)
    .where(and(eq(issueCourses.id, options.id), published(options.counselorIds)));
  return topic ?? null;
}

/** A topic as topicColumns reads it: what both lists hold. */
export type TIssueCourseRow = Awaited<ReturnType<typeof listPublishedIssueCourses>>['records'][number];
