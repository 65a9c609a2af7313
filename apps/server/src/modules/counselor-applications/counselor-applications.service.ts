import type { TPendingApplication } from '@app/contracts/counselor-applications';
import type { Db } from '../../db/client.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import * as repo from './counselor-applications.repo.ts';

export type TCounselorApplicationsService = ReturnType<typeof createCounselorApplicationsService>;

/** Clients' applications to join as counselors, and their review by experts. */
export function createCounselorApplicationsService(deps: { db: Db; cipher: TFieldCipher }) {
  return {
    /** The experts' review list: applications waiting for a decision, oldest first. */
    async listPending(): Promise<TPendingApplication[]> {
      const rows = await repo.listApplying(deps.db);
      return rows.map((row) => {
        // Applying rows always carry a submission time (check counselor_applications_submitted).
        if (!row.submittedAt) throw new Error(`application ${row.id} is applying but was never submitted`);
        return {
          id: row.id,
          status: row.status,
          submittedAt: row.submittedAt.toISOString(),
          applicant: { id: row.applicantId, nickName: row.applicantNickname, email: row.applicantEmail },
        };
      });
    },

    /** Brings stored bank account numbers under the active key (plaintext, or an older key). */
    async reencryptStoredFields(): Promise<number> {
      return repo.reencryptBankAccounts(deps.db, deps.cipher);
    },
  };
}
