import type { TCounselorPage } from '@app/contracts/counselors';
import type { TAccountsService } from '../accounts/accounts.service.ts';

/** The public counselor directory (/team). */
export function createCounselorsService(deps: { accounts: Pick<TAccountsService, 'listPublicCounselors'> }) {
  return {
    async listCounselors(options: { startPage: number; pageSize: number }): Promise<TCounselorPage> {
      const { records, total } = await deps.accounts.listPublicCounselors({
        limit: options.pageSize,
        offset: options.startPage * options.pageSize,
      });
      return {
        totalRecords: total,
        records: records.map(({ coverImagePath, ...counselor }) => ({
          ...counselor,
          coverImage: { path: coverImagePath },
        })),
      };
    },
  };
}

export type TCounselorsService = ReturnType<typeof createCounselorsService>;
