import { ApplyStatus } from '@app/contracts/enums';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counselorApplications } from '../../db/schema/counselor-applications.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { reencryptColumn } from '../../platform/crypto/reencrypt-column.ts';

/** The associated data binding a bank account number to its application (see TFieldCipher). */
export const bankAccountContext = (applicationId: string) =>
  `counselor_applications.bank_account_number:${applicationId}`;

/** Applications sent for review and not yet decided, oldest submission first. */
export async function listApplying(db: DbOrTx) {
  return db
    .select({
      id: counselorApplications.id,
      status: counselorApplications.status,
      submittedAt: counselorApplications.submittedAt,
      applicantId: counselorApplications.applicantId,
    })
    .from(counselorApplications)
    .where(eq(counselorApplications.status, ApplyStatus.Applying))
    .orderBy(asc(counselorApplications.submittedAt), asc(counselorApplications.id));
}

/** Bank account numbers still in plaintext or under an older key, encrypted under the active key. */
export async function reencryptBankAccounts(db: DbOrTx, cipher: TFieldCipher): Promise<number> {
  return reencryptColumn(db, cipher, {
    table: counselorApplications,
    id: counselorApplications.id,
    column: counselorApplications.bankAccountNumber,
    context: bankAccountContext,
  });
}
