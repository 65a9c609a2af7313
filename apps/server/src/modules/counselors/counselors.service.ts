import type { TCounselorDetail, TCounselorPage, TPublicCounselor } from '@app/contracts/counselors';
import { ErrorCode } from '@app/contracts/error-codes';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import type { TCoursesService, TFeedbackSummary } from '../courses/courses.service.ts';

/** How many of a counselor's latest commented ratings their page shows. */
const RECENT_COMMENTS = 5;

type TPublicCounselorRow = Omit<TPublicCounselor, 'coverImage' | keyof TFeedbackSummary> & {
  coverImagePath: string | null;
};

function toPublicCounselor(
  { coverImagePath, ...counselor }: TPublicCounselorRow,
  feedback: TFeedbackSummary | undefined,
): TPublicCounselor {
  return {
    ...counselor,
    coverImage: { path: coverImagePath },
    feedbackCount: feedback?.feedbackCount ?? 0,
    averageGrade: feedback?.averageGrade ?? 0,
  };
}

/** The public counselor directory (/team) and each counselor's public page (/team/{id}). */
export function createCounselorsService(deps: {
  accounts: Pick<TAccountsService, 'listPublicCounselors' | 'findPublicCounselor'>;
  courses: Pick<TCoursesService, 'feedbackSummaries' | 'recentComments'>;
}) {
  return {
    async listCounselors(options: { startPage: number; pageSize: number }): Promise<TCounselorPage> {
      const { records, total } = await deps.accounts.listPublicCounselors({
        limit: options.pageSize,
        offset: options.startPage * options.pageSize,
      });
      const feedback = await deps.courses.feedbackSummaries(records.map((record) => record.id));
      return {
        totalRecords: total,
        records: records.map((record) => toPublicCounselor(record, feedback.get(record.id))),
      };
    },

    /**
     * A listed counselor's public profile, ratings and latest comments; anyone else (unverified,
     * disabled, a client) is not found.
     */
    async getCounselor(counselorId: string): Promise<TCounselorDetail> {
      const counselor = await deps.accounts.findPublicCounselor(counselorId);
      if (!counselor)
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${counselorId} not listed` });
      const [feedback, recentFeedback] = await Promise.all([
        deps.courses.feedbackSummaries([counselorId]),
        deps.courses.recentComments(counselorId, RECENT_COMMENTS),
      ]);
      return { ...toPublicCounselor(counselor, feedback.get(counselorId)), recentFeedback };
    },
  };
}

export type TCounselorsService = ReturnType<typeof createCounselorsService>;
