import { ErrorCode } from '@app/contracts/error-codes';
import type {
  TIssueCoursePage,
  TPublicIssueCourse,
  TPublicIssueCourseDetail,
  TPublicIssueCoursePage,
} from '@app/contracts/issue-courses';
import type { DbOrTx } from '../../db/client.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService, TUserSummary } from '../accounts/accounts.service.ts';
import type { TCounselorsService } from '../counselors/counselors.service.ts';
import * as repo from './issue-courses.repo.ts';

export type TIssueCoursesService = ReturnType<typeof createIssueCoursesService>;

/** Counselors' topics (issue courses) and their review by experts. */
export function createIssueCoursesService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'findUserSummaries' | 'findPublishableCounselorIds'>;
  counselors: Pick<TCounselorsService, 'getCounselor'>;
}) {
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

    /** The published topics anyone may browse (/focusissues), latest change first. */
    async listPublished(page: { number: number; size: number }): Promise<TPublicIssueCoursePage> {
      const { records, total } = await repo.listPublishedIssueCourses(deps.db, {
        counselorIds: await deps.accounts.findPublishableCounselorIds(),
        limit: page.size,
        offset: page.number * page.size,
      });
      const counselors = await counselorsOf(records);
      return {
        totalRecords: total,
        records: records.map((topic) => toPublicIssueCourse(topic, counselors)),
      };
    },

    /** A published topic's public page (/focusissues/{id}); any other topic is not found. */
    async getPublished(id: string): Promise<TPublicIssueCourseDetail> {
      const topic = await repo.findPublishedIssueCourse(deps.db, {
        id,
        counselorIds: await deps.accounts.findPublishableCounselorIds(),
      });
      if (!topic) throw new AppError(ErrorCode.NotFound, { internal: `topic ${id} not published` });
      const { counselorId, ...texts } = topic;
      return { ...texts, counselor: await deps.counselors.getCounselor(counselorId) };
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
    // A topic's counselor always has a profile: the foreign key sees to it.
    counselor: { id: topic.counselorId, fullName: counselors.get(topic.counselorId)?.fullName ?? '' },
  };
}
