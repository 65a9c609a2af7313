import type { TPendingApplication } from '@app/contracts/counselor-applications';
import type { DbOrTx } from '../../db/client.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import * as repo from './counselor-applications.repo.ts';

export type TCounselorApplicationsService = ReturnType<typeof createCounselorApplicationsService>;

/** Clients' applications to join as counselors, and their review by experts. */
export function createCounselorApplicationsService(deps: {
  db: DbOrTx;
  cipher: TFieldCipher;
  accounts: Pick<TAccountsService, 'findUserSummaries'>;
}) {
  return {
    /** The experts' review list: applications waiting for a decision, oldest first. */
    async listPending(): Promise<TPendingApplication[]> {
      const rows = await repo.listApplying(deps.db);
      const applicants = await deps.accounts.findUserSummaries(rows.map((row) => row.applicantId));
      return rows.map((row) => {
        const applicant = applicants.get(row.applicantId);
        // Applying rows always carry a submission time (check counselor_applications_submitted).
        if (!row.submittedAt) throw new Error(`application ${row.id} is applying but was never submitted`);
        return {
          id: row.id,
          status: row.status,
          submittedAt: row.submittedAt.toISOString(),
          // The applicant always exists: the foreign key sees to it.
          applicant: {
            id: row.applicantId,
            nickName: applicant?.nickname ?? '',
            email: applicant?.email ?? '',
          },
        };
      });
    },

    /** Brings stored bank account numbers under the active key (plaintext, or an older key). */
    async reencryptStoredFields(): Promise<number> {
      return repo.reencryptBankAccounts(deps.db, deps.cipher);
    },
  };
}
