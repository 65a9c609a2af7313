import type { TCounselorPage, TPublicCounselor } from '@app/contracts/counselors';
import { ErrorCode } from '@app/contracts/error-codes';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';

type TPublicCounselorRow = Omit<TPublicCounselor, 'coverImage'> & { coverImagePath: string | null };

function toPublicCounselor({ coverImagePath, ...counselor }: TPublicCounselorRow): TPublicCounselor {
  return { ...counselor, coverImage: { path: coverImagePath } };
}

/** The public counselor directory (/team) and each counselor's public page (/team/{id}). */
export function createCounselorsService(deps: {
  accounts: Pick<TAccountsService, 'listPublicCounselors' | 'findPublicCounselor'>;
}) {
  return {
    async listCounselors(options: { startPage: number; pageSize: number }): Promise<TCounselorPage> {
      const { records, total } = await deps.accounts.listPublicCounselors({
        limit: options.pageSize,
        offset: options.startPage * options.pageSize,
      });
      return { totalRecords: total, records: records.map(toPublicCounselor) };
    },

    /** A listed counselor's public profile; anyone else (unverified, disabled, a client) is not found. */
    async getCounselor(counselorId: string): Promise<TPublicCounselor> {
      const counselor = await deps.accounts.findPublicCounselor(counselorId);
      if (!counselor)
        throw new AppError(ErrorCode.NotFound, { internal: `counselor ${counselorId} not listed` });
      return toPublicCounselor(counselor);
    },
  };
}

export type TCounselorsService = ReturnType<typeof createCounselorsService>;
