import type { TPendingLicenseChange } from '@app/contracts/license-changes';
import type { Db } from '../../db/client.ts';
import * as repo from './license-changes.repo.ts';

export type TLicenseChangesService = ReturnType<typeof createLicenseChangesService>;

/** Counselors' requests to change their licences, and their review by experts. */
export function createLicenseChangesService(deps: { db: Db }) {
  return {
    /** The experts' review list: requests under review, oldest first. */
    async listPending(): Promise<TPendingLicenseChange[]> {
      const rows = await repo.listUnderReview(deps.db);
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        counselor: { id: row.counselorId, fullName: row.counselorFullName },
        licenses: row.licenses,
      }));
    },
  };
}
