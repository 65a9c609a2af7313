import { IssueCourseApproveStatus, type TIssueCourseApproveStatus } from '@app/contracts/enums';
import type { TTopicFields } from '@app/contracts/issue-courses';
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { issueCourseTransitions, issueCourses } from '../../db/schema/issue-courses.ts';
import { withTotal } from '../../platform/db/paging.ts';

/** What every list shows of a topic; the counselor's name comes from the accounts. */
const topicColumns = {
  id: issueCourses.id,
  title: issueCourses.title,
  category: issueCourses.category,
  length: issueCourses.length,
  price: issueCourses.price,
  counselorId: issueCourses.counselorId,
  coverImagePath: issueCourses.coverImagePath,
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
  return withTotal(
    options.page ? query.limit(options.page.limit).offset(options.page.offset) : query,
    db.select({ total: count() }).from(issueCourses).where(where),
  );
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
    // An approved topic whose edit is under review stays published as it was approved.
    inArray(issueCourses.approveStatus, [
      IssueCourseApproveStatus.Audited,
      IssueCourseApproveStatus.EditedUnderReview,
    ]),
    eq(issueCourses.isVisible, true),
    inArray(issueCourses.counselorId, counselorIds),
  );

/** The public search of /focusissues; every part is optional. */
export type TPublicTopicFilter = {
  /** Found in the title or the keywords (case-insensitive), or a topic of `nameMatches`. */
  keyword?: { text: string; nameMatches: string[] };
  category?: string;
  length?: number;
  minPrice?: number;
  maxPrice?: number;
};

function filterWhere(filter: TPublicTopicFilter): SQL[] {
  const parts: SQL[] = [];
  if (filter.keyword) {
    const text = filter.keyword.text.toLowerCase();
    // strpos over lower(): no LIKE wildcards to escape, Chinese text matched as typed.
    const matches = [
      sql`strpos(lower(${issueCourses.title}), ${text}) > 0`,
      sql`strpos(lower(${issueCourses.keywords}), ${text}) > 0`,
    ];
    if (filter.keyword.nameMatches.length > 0)
      matches.push(inArray(issueCourses.counselorId, filter.keyword.nameMatches));
    const any = or(...matches);
    if (any) parts.push(any);
  }
  if (filter.category) parts.push(eq(issueCourses.category, filter.category));
  if (filter.length !== undefined) parts.push(eq(issueCourses.length, filter.length as never));
  if (filter.minPrice !== undefined) parts.push(gte(issueCourses.price, filter.minPrice));
  if (filter.maxPrice !== undefined) parts.push(lte(issueCourses.price, filter.maxPrice));
  return parts;
}

/** A page of published topics, latest change first, with how many are published. */
export async function listPublishedIssueCourses(
  db: DbOrTx,
  options: {
    counselorIds: string[];
    filter?: TPublicTopicFilter;
    /** Every match when null (the caller filters further and pages itself). */
    page: { limit: number; offset: number } | null;
  },
) {
  const where = and(published(options.counselorIds), ...filterWhere(options.filter ?? {}));
  const query = db
    .select(topicColumns)
    .from(issueCourses)
    .where(where)
    // The id breaks ties, so pages never overlap.
    .orderBy(desc(issueCourses.updatedAt), asc(issueCourses.id))
    .$dynamic();
  return withTotal(
    options.page ? query.limit(options.page.limit).offset(options.page.offset) : query,
    db.select({ total: count() }).from(issueCourses).where(where),
  );
}

/** The price and length of every published topic of these counselors: the directory's price ranges. */
export function listPublishedOffersOf(db: DbOrTx, counselorIds: string[]) {
  if (counselorIds.length === 0) return Promise.resolve([]);
  return db
    .select({ counselorId: issueCourses.counselorId, price: issueCourses.price, length: issueCourses.length })
    .from(issueCourses)
    .where(published(counselorIds));
}

/** One published topic with its texts; null when it is not published (or unknown). */
export async function findPublishedIssueCourse(db: DbOrTx, options: { id: string; counselorIds: string[] }) {
  const [topic] = await db
    .select({
      ...topicColumns,
      targetAudience: issueCourses.targetAudience,
      description: issueCourses.description,
      detail: issueCourses.detail,
      keywords: issueCourses.keywords,
      coverVideoUrl: issueCourses.coverVideoUrl,
    })
    .from(issueCourses)
    .where(and(eq(issueCourses.id, options.id), published(options.counselorIds)));
  return topic ?? null;
}

/** A topic as topicColumns reads it: what both lists hold. */
export type TIssueCourseRow = Awaited<ReturnType<typeof listPublishedIssueCourses>>['records'][number];

/** A topic's editable columns as the form's fields (null texts of older rows read as empty). */
export function fieldsOfRow(row: typeof issueCourses.$inferSelect): TTopicFields {
  return {
    createType: row.createType,
    category: row.category as TTopicFields['category'],
    customCategory: row.customCategory,
    targetAudience: row.targetAudience ?? '',
    keywords: row.keywords,
    title: row.title,
    description: row.description ?? '',
    detail: row.detail ?? '',
    coverVideoUrl: row.coverVideoUrl,
    coverImage: row.coverImagePath,
    length: row.length,
    price: row.price,
    isVisible: row.isVisible,
  };
}

/** An approved topic's pending edit; edits stored before covers could be images have none. */
export function pendingFieldsOf(row: { pendingRevision: TTopicFields | null }): TTopicFields | null {
  return row.pendingRevision
    ? { ...row.pendingRevision, coverImage: row.pendingRevision.coverImage ?? '' }
    : null;
}

/** The columns that publish `fields`. */
export function columnsOfFields(fields: TTopicFields) {
  return {
    createType: fields.createType,
    category: fields.category,
    customCategory: fields.customCategory,
    targetAudience: fields.targetAudience,
    keywords: fields.keywords,
    title: fields.title,
    description: fields.description,
    detail: fields.detail,
    coverVideoUrl: fields.coverVideoUrl,
    coverImagePath: fields.coverImage,
    length: fields.length,
    price: fields.price,
    isVisible: fields.isVisible,
  };
}

export async function insertTopic(
  db: DbOrTx,
  values: { counselorId: string; fields: TTopicFields; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(issueCourses)
    .values({
      counselorId: values.counselorId,
      ...columnsOfFields(values.fields),
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: issueCourses.id });
  if (!row) throw new Error('topic not inserted');
  return row.id;
}

/** One topic, whatever its status; locked for the transaction when `forUpdate`. */
export async function findTopic(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(issueCourses).where(eq(issueCourses.id, id)).$dynamic();
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export type TTopicRow = typeof issueCourses.$inferSelect;

export async function updateTopic(
  db: DbOrTx,
  id: string,
  values: Partial<typeof issueCourses.$inferInsert>,
): Promise<void> {
  await db.update(issueCourses).set(values).where(eq(issueCourses.id, id));
}

/** What a row of a topic's history says happened. */
export type TTransitionAction = (typeof issueCourseTransitions.$inferInsert)['action'];

export async function insertTransition(
  db: DbOrTx,
  values: {
    issueCourseId: string;
    action: TTransitionAction;
    fromStatus: TIssueCourseApproveStatus | null;
    toStatus: TIssueCourseApproveStatus;
    actorId: string | null;
    note: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(issueCourseTransitions).values(values);
}

/** A topic's history, oldest first. */
export async function listTransitions(db: DbOrTx, issueCourseId: string) {
  return db
    .select()
    .from(issueCourseTransitions)
    .where(eq(issueCourseTransitions.issueCourseId, issueCourseId))
    .orderBy(asc(issueCourseTransitions.seq));
}

/** The topics waiting for an expert, oldest submission first, whole rows. */
export async function listWaitingTopics(db: DbOrTx) {
  return db
    .select()
    .from(issueCourses)
    .where(
      inArray(issueCourses.approveStatus, [
        IssueCourseApproveStatus.UnderReview,
        IssueCourseApproveStatus.EditedUnderReview,
      ]),
    )
    .orderBy(asc(issueCourses.submittedAt), asc(issueCourses.id));
}

/** The titles of these topics, whatever their status. */
export async function findTitles(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: issueCourses.id, title: issueCourses.title })
    .from(issueCourses)
    .where(inArray(issueCourses.id, [...ids]));
}
