import {
  IssueCourseApproveStatus,
  type TCourseLength,
  type TGender,
  type TServiceType,
} from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  splitKeywords,
  youtubeVideoId,
  type TIssueCoursePage,
  type TOwnTopic,
  type TPendingTopic,
  type TPublicIssueCourse,
  type TPublicIssueCourseDetail,
  type TPublicIssueCoursePage,
  type TTopicFields,
} from '@app/contracts/issue-courses';
import { MailType } from '@app/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { fieldError, type TImageFolder } from '../../platform/files/image-uploads.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService, TUserSummary } from '../accounts/accounts.service.ts';
import type { TCounselorsService } from '../counselors/counselors.service.ts';
import type { TScheduleService } from '../schedule/schedule.service.ts';
import * as repo from './issue-courses.repo.ts';
import { canEditTopic, nextTopicStatus, type TTopicEvent } from './issue-courses.workflow.ts';
import { recordTopicMove } from './topic-history.ts';

/** Mailbox texts are written in the platform's first language, like the other mails. */
const MAIL_LOCALE = 'zh-tw';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The fields as stored: keywords joined by single spaces. */
function normalised(fields: TTopicFields): TTopicFields {
  return { ...fields, keywords: splitKeywords(fields.keywords).join(' ') };
}

/** A published topic's price (points) and session length. */
export type TTopicOffer = { price: number; length: TCourseLength };

export type TIssueCoursesService = ReturnType<typeof createIssueCoursesService>;

/** Counselors' topics (issue courses) and their review by experts. */
export function createIssueCoursesService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'findUserSummaries' | 'findPublishableCounselorIds'>;
  counselors: Pick<TCounselorsService, 'getCounselor'>;
  schedule: Pick<TScheduleService, 'availableSlots' | 'counselorsOffering'>;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
  /** Uploaded cover images; a topic names only one of them. */
  covers: Pick<TImageFolder, 'holds'>;
}) {
  const mailText = translator(MAIL_LOCALE, 'courses');

  /** A cover image must be one uploaded here (the form's schema checks only its shape). */
  const checkCover = async (fields: TTopicFields) => {
    if (fields.coverImage !== '' && !(await deps.covers.holds(fields.coverImage)))
      throw fieldError('coverImage', 'validation.cover_image');
  };

  /** The caller's own topic, locked; another counselor's (or an unknown) topic is not found. */
  const ownTopic = async (db: DbOrTx, caller: TRequestUser, id: string) => {
    const topic = await repo.findTopic(db, id, { forUpdate: true });
    if (!topic || topic.counselorId !== caller.userId)
      throw new AppError(ErrorCode.NotFound, { internal: `topic ${id} is not ${caller.userId}'s` });
    return topic;
  };

  /**
   * Moves a topic by `event` (issue-courses.workflow.ts decides where to), records who did it,
   * when and why, and applies what the move means to the topic's columns.
   */
  const transition = async (
    db: DbOrTx,
    topic: repo.TTopicRow,
    event: TTopicEvent,
    by: { actor: TAuditActor; note: string | null; set?: Parameters<typeof repo.updateTopic>[2] },
  ) => {
    const to = nextTopicStatus(topic.approveStatus, event, topic.pendingRevision !== null);
    if (to === null)
      throw new AppError(ErrorCode.Conflict, {
        internal: `topic ${topic.id}: ${event} not allowed from ${topic.approveStatus}`,
      });
    const at = deps.now();
    await repo.updateTopic(db, topic.id, { ...by.set, approveStatus: to, updatedAt: at });
    const action = (
      { submit: 'submitted', withdraw: 'withdrawn', accept: 'accepted', reject: 'rejected' } as const
    )[event];
    await recordTopicMove(db, {
      topicId: topic.id,
      title: topic.pendingRevision?.title ?? topic.title,
      action,
      fromStatus: topic.approveStatus,
      toStatus: to,
      actor: by.actor,
      note: by.note,
      at,
    });
    return to;
  };

  /** `accounts` reads on the same connection as `db` (a transaction's own, inside one). */
  const ownTopicView = async (
    db: DbOrTx,
    accounts: Pick<TAccountsService, 'findUserSummaries'>,
    topic: repo.TTopicRow,
  ): Promise<TOwnTopic> => {
    const history = await repo.listTransitions(db, topic.id);
    const names = await accounts.findUserSummaries(
      history.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])),
    );
    const published = repo.fieldsOfRow(topic);
    const isApproved =
      topic.approveStatus === IssueCourseApproveStatus.Audited ||
      topic.approveStatus === IssueCourseApproveStatus.EditedUnderReview;
    return {
      id: topic.id,
      approveStatus: topic.approveStatus,
      fields: repo.pendingFieldsOf(topic) ?? published,
      approved: isApproved ? published : null,
      hasPendingRevision: topic.pendingRevision !== null,
      revisionNote: topic.revisionNote,
      reviewComment: topic.reviewComment,
      submittedAt: topic.submittedAt?.toISOString() ?? null,
      updatedAt: topic.updatedAt.toISOString(),
      history: history.map((entry) => {
        const actor = entry.actorId ? names.get(entry.actorId) : undefined;
        return {
          action: entry.action,
          fromStatus: entry.fromStatus,
          toStatus: entry.toStatus,
          actor: entry.actorId ? { id: entry.actorId, name: actor?.fullName ?? actor?.nickname ?? '' } : null,
          note: entry.note,
          at: entry.at.toISOString(),
        };
      }),
    };
  };

  const counselorsOf = (topics: repo.TIssueCourseRow[]) =>
    deps.accounts.findUserSummaries(topics.map((topic) => topic.counselorId));

  return {
    /**
     * "My topics": for an expert, the topics waiting for review (under review, or edited after
     * approval), oldest submission first; for a counselor, their own topics, latest change first.
     */
    async listMine(options: {
      caller: TRequestUser;
      page: { number: number; size: number } | null;
    }): Promise<TIssueCoursePage> {
      const { caller, page } = options;
      const scope: repo.TIssueCourseListScope =
        caller.role === 'expert'
          ? { kind: 'review-queue' }
          : { kind: 'counselor', counselorId: caller.userId };
      const { records, total } = await repo.listIssueCourses(deps.db, {
        scope,
        ...(page ? { page: { limit: page.size, offset: page.number * page.size } } : {}),
      });
      const counselors = await counselorsOf(records);
      return {
        totalRecords: total,
        records: records.map((topic) => ({
          ...toPublicIssueCourse(topic, counselors),
          approveStatus: topic.approveStatus,
          submittedAt: topic.submittedAt?.toISOString() ?? null,
          updatedAt: topic.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * The published topics anyone may browse (/focusissues), latest change first, narrowed by the
     * search: a keyword in the title, the keywords or the counselor's name; category, length and
     * price range; the counselor's gender, whether they offer voice or video sessions and whether
     * they take free trials; and
     * whether the counselor can be booked for the topic's length this week.
     */
    async listPublished(
      page: { number: number; size: number },
      search: {
        keyword?: string | undefined;
        category?: string | undefined;
        length?: number | undefined;
        minPrice?: number | undefined;
        maxPrice?: number | undefined;
        hasSlotThisWeek?: boolean | undefined;
        gender?: TGender | undefined;
        serviceType?: TServiceType | undefined;
        freeTrial?: boolean | undefined;
      } = {},
    ): Promise<TPublicIssueCoursePage> {
      let counselorIds = await deps.accounts.findPublishableCounselorIds({
        gender: search.gender,
        freeTrial: search.freeTrial,
      });
      if (search.serviceType)
        counselorIds = await deps.schedule.counselorsOffering(counselorIds, search.serviceType);
      const filter: repo.TPublicTopicFilter = {};
      const keyword = search.keyword?.trim();
      if (keyword) {
        const names = await deps.accounts.findUserSummaries(counselorIds);
        const lower = keyword.toLowerCase();
        filter.keyword = {
          text: keyword,
          nameMatches: counselorIds.filter((id) => names.get(id)?.fullName?.toLowerCase().includes(lower)),
        };
      }
      if (search.category) filter.category = search.category;
      if (search.length !== undefined) filter.length = search.length;
      if (search.minPrice !== undefined) filter.minPrice = search.minPrice;
      if (search.maxPrice !== undefined) filter.maxPrice = search.maxPrice;
      const pageRange = { limit: page.size, offset: page.number * page.size };
      if (!search.hasSlotThisWeek) {
        const { records, total } = await repo.listPublishedIssueCourses(deps.db, {
          counselorIds,
          filter,
          page: pageRange,
        });
        const counselors = await counselorsOf(records);
        return {
          totalRecords: total,
          records: records.map((topic) => toPublicIssueCourse(topic, counselors)),
        };
      }
      // The slot function answers per counselor and length: ask once for each pair found.
      const { records: all } = await repo.listPublishedIssueCourses(deps.db, {
        counselorIds,
        filter,
        page: null,
      });
      const from = deps.now();
      const to = new Date(from.getTime() + WEEK_MS);
      const open = new Map<string, boolean>();
      for (const topic of all) {
        const key = `${topic.counselorId}:${topic.length}`;
        if (open.has(key)) continue;
        const slots = await deps.schedule.availableSlots({
          counselorId: topic.counselorId,
          courseLength: topic.length,
          from,
          to,
        });
        open.set(key, slots.length > 0);
      }
      const bookable = all.filter((topic) => open.get(`${topic.counselorId}:${topic.length}`));
      const records = bookable.slice(pageRange.offset, pageRange.offset + pageRange.limit);
      const counselors = await counselorsOf(records);
      return {
        totalRecords: bookable.length,
        records: records.map((topic) => toPublicIssueCourse(topic, counselors)),
      };
    },

    /** The prices and lengths of the published topics of each of these counselors (the directory's cards). */
    async publishedOffers(counselorIds: string[]): Promise<Map<string, TTopicOffer[]>> {
      const offers = new Map<string, TTopicOffer[]>();
      for (const { counselorId, price, length } of await repo.listPublishedOffersOf(deps.db, counselorIds))
        offers.set(counselorId, [...(offers.get(counselorId) ?? []), { price, length }]);
      return offers;
    },

    /**
     * What booking a published topic needs (its counselor, length, price and title); null for a
     * topic not approved, hidden, or whose counselor is not listed.
     */
    async findBookable(id: string) {
      const topic = await repo.findPublishedIssueCourse(deps.db, {
        id,
        counselorIds: await deps.accounts.findPublishableCounselorIds(),
      });
      if (!topic) return null;
      return {
        id: topic.id,
        title: topic.title,
        counselorId: topic.counselorId,
        length: topic.length,
        price: topic.price,
      };
    },

    /** Topic titles by id (course pages name what was booked). */
    async titles(ids: readonly string[]): Promise<Map<string, string>> {
      const rows = await repo.findTitles(deps.db, ids);
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** A published topic's public page (/focusissues/{id}); any other topic is not found. */
    async getPublished(id: string): Promise<TPublicIssueCourseDetail> {
      const topic = await repo.findPublishedIssueCourse(deps.db, {
        id,
        counselorIds: await deps.accounts.findPublishableCounselorIds(),
      });
      if (!topic) throw new AppError(ErrorCode.NotFound, { internal: `topic ${id} not published` });
      const { counselorId, coverVideoUrl, coverImagePath, ...texts } = topic;
      return {
        ...texts,
        coverImage: coverImagePath || null,
        coverVideoId: coverVideoUrl ? youtubeVideoId(coverVideoUrl) : null,
        counselor: await deps.counselors.getCounselor(counselorId),
      };
    },

    /**
     * A counselor starts a topic (a draft). Refused until they have set service times (domain
     * spec §4): nobody could book it.
     */
    async create(caller: TRequestUser, fields: TTopicFields, actor: TAuditActor): Promise<TOwnTopic> {
      await checkCover(fields);
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const scheduleSet = await tx.schedule.isScheduleSet({ counselorId: caller.userId, caller });
        if (!scheduleSet)
          throw new AppError(ErrorCode.ScheduleNotSet, { internal: `${caller.userId} has no service times` });
        const at = deps.now();
        const id = await repo.insertTopic(db, { counselorId: caller.userId, fields: normalised(fields), at });
        await recordTopicMove(db, {
          topicId: id,
          title: fields.title,
          action: 'created',
          fromStatus: null,
          toStatus: IssueCourseApproveStatus.Editing,
          actor,
          note: null,
          at,
        });
        const topic = await repo.findTopic(db, id);
        if (!topic) throw new Error(`topic ${id} vanished`);
        return ownTopicView(db, tx.accounts, topic);
      });
    },

    /** The counselor's own topic with its history; another's is not found. */
    async getOwn(caller: TRequestUser, id: string): Promise<TOwnTopic> {
      const topic = await repo.findTopic(deps.db, id);
      if (!topic || topic.counselorId !== caller.userId)
        throw new AppError(ErrorCode.NotFound, { internal: `topic ${id} is not ${caller.userId}'s` });
      return ownTopicView(deps.db, deps.accounts, topic);
    },

    /**
     * The counselor changes their topic: a draft directly; an approved topic through a pending
     * revision, the approved version staying published until an expert accepts the revision.
     */
    async update(caller: TRequestUser, id: string, fields: TTopicFields): Promise<TOwnTopic> {
      await checkCover(fields);
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const topic = await ownTopic(db, caller, id);
        if (!canEditTopic(topic.approveStatus))
          throw new AppError(ErrorCode.TopicUnderReview, { internal: `topic ${id} is waiting for review` });
        const at = deps.now();
        if (topic.approveStatus === IssueCourseApproveStatus.Audited)
          await repo.updateTopic(db, id, { pendingRevision: normalised(fields), updatedAt: at });
        else await repo.updateTopic(db, id, { ...repo.columnsOfFields(normalised(fields)), updatedAt: at });
        const changed = await repo.findTopic(db, id);
        if (!changed) throw new Error(`topic ${id} vanished`);
        return ownTopicView(db, tx.accounts, changed);
      });
    },

    /** Sends the topic (or an approved topic's revision) for review with a note of what changed. */
    async submit(
      caller: TRequestUser,
      id: string,
      revisionNote: string,
      actor: TAuditActor,
    ): Promise<TOwnTopic> {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const topic = await ownTopic(db, caller, id);
        const at = deps.now();
        await transition(db, topic, 'submit', {
          actor,
          note: revisionNote,
          set: { revisionNote, submittedAt: at },
        });
        const title = topic.pendingRevision?.title ?? topic.title;
        await tx.mail.sendMail({
          userId: topic.counselorId,
          type: MailType.ApproveCourse,
          message: mailText('topicReview.submitted', { title }),
          link: '/counselor/issuecourselist',
        });
        const changed = await repo.findTopic(db, id);
        if (!changed) throw new Error(`topic ${id} vanished`);
        return ownTopicView(db, tx.accounts, changed);
      });
    },

    /** Takes a submission back before an expert decides. */
    async withdraw(caller: TRequestUser, id: string, actor: TAuditActor): Promise<TOwnTopic> {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const topic = await ownTopic(db, caller, id);
        await transition(db, topic, 'withdraw', { actor, note: null });
        const changed = await repo.findTopic(db, id);
        if (!changed) throw new Error(`topic ${id} vanished`);
        return ownTopicView(db, tx.accounts, changed);
      });
    },

    /** The experts' queue: every topic waiting, oldest submission first, with what changed. */
    async listPendingReview(): Promise<TPendingTopic[]> {
      const rows = await repo.listWaitingTopics(deps.db);
      const counselors = await deps.accounts.findUserSummaries(rows.map((row) => row.counselorId));
      return rows.map((row) => {
        const published = repo.fieldsOfRow(row);
        const isEdit = row.approveStatus === IssueCourseApproveStatus.EditedUnderReview;
        return {
          id: row.id,
          approveStatus: row.approveStatus,
          counselor: { id: row.counselorId, fullName: counselors.get(row.counselorId)?.fullName ?? '' },
          // Waiting rows always carry both (check issue_courses_submitted).
          submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
          revisionNote: row.revisionNote ?? '',
          proposed: isEdit ? (repo.pendingFieldsOf(row) ?? published) : published,
          approved: isEdit ? published : null,
        };
      });
    },

    /**
     * An expert's decision. Accepting publishes the topic (an edit's revision replaces the
     * approved version); rejecting sends it back to its counselor with the comment.
     */
    async review(
      caller: TRequestUser,
      id: string,
      decision: { approve: boolean; comment: string },
      actor: TAuditActor,
    ): Promise<{ id: string; approveStatus: TOwnTopic['approveStatus'] }> {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const topic = await repo.findTopic(db, id, { forUpdate: true });
        if (!topic) throw new AppError(ErrorCode.NotFound, { internal: `topic ${id} not found` });
        const title = topic.pendingRevision?.title ?? topic.title;
        const comment = decision.comment.length > 0 ? decision.comment : null;
        const to = decision.approve
          ? await transition(db, topic, 'accept', {
              actor,
              note: comment,
              set: {
                ...(topic.pendingRevision
                  ? repo.columnsOfFields(repo.pendingFieldsOf(topic) ?? topic.pendingRevision)
                  : {}),
                pendingRevision: null,
                reviewComment: null,
              },
            })
          : await transition(db, topic, 'reject', {
              actor,
              note: comment,
              set: { reviewComment: comment },
            });
        const link = decision.approve ? `/focusissues/${id}` : `/counselor/editcourse?id=${id}`;
        await tx.mail.sendMail({
          userId: topic.counselorId,
          type: decision.approve ? MailType.ApproveResult : MailType.CourseRejectedToCounselor,
          message: decision.approve
            ? mailText('topicReview.accepted', { title })
            : mailText('topicReview.rejected', { title, comment: comment ?? '' }),
          link,
        });
        await tx.mail.sendMail({
          userId: caller.userId,
          type: decision.approve ? MailType.ApproveResultToExpert : MailType.RejectResultToExpert,
          message: decision.approve
            ? mailText('topicReview.acceptedByYou', { title })
            : mailText('topicReview.rejectedByYou', { title }),
          link: '/expert/reviewissuecourselist',
        });
        return { id, approveStatus: to };
      });
    },
  };
}

/** What every topic list shows of a topic: the fields anyone may see, with its counselor. */
function toPublicIssueCourse(
  topic: repo.TIssueCourseRow,
  counselors: Map<string, TUserSummary>,
): TPublicIssueCourse {
  return {
    id: topic.id,
    title: topic.title,
    category: topic.category,
    length: topic.length,
    price: topic.price,
    coverImage: topic.coverImagePath || null,
    // A topic's counselor always has a profile: the foreign key sees to it.
    counselor: { id: topic.counselorId, fullName: counselors.get(topic.counselorId)?.fullName ?? '' },
  };
}
