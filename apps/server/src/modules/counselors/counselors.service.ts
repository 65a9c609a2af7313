import type { TCounselorPage } from '@app/contracts/counselors';
import type { Db } from '../../db/client.ts';
import * as repo from './counselors.repo.ts';

/** The public counselor directory (/team). */
export function createCounselorsService(deps: { db: Db }) {
  return {
    async listCounselors(options: { startPage: number; pageSize: number }): Promise<TCounselorPage> {
      const { records, total } = await repo.listPublicCounselors(deps.db, {
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
