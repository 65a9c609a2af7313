import type { TPendingLicenseChange } from '@app/contracts/license-changes';
import type { DbOrTx } from '../../db/client.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import * as repo from './license-changes.repo.ts';

export type TLicenseChangesService = ReturnType<typeof createLicenseChangesService>;

/** Counselors' requests to change their licences, and their review by experts. */
export function createLicenseChangesService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'findUserSummaries'>;
}) {
  return {
    /** The experts' review list: requests under review, oldest first. */
    async listPending(): Promise<TPendingLicenseChange[]> {
      const rows = await repo.listUnderReview(deps.db);
      const counselors = await deps.accounts.findUserSummaries(rows.map((row) => row.counselorId));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        // The counselor always has a profile: the foreign key sees to it.
        counselor: { id: row.counselorId, fullName: counselors.get(row.counselorId)?.fullName ?? '' },
        licenses: row.licenses,
      }));
    },
  };
}
