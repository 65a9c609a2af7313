import type {
  TCounselorApplicationData,
  TCounselorApplicationStep,
} from '@app/contracts/counselor-applications';
import { ApplyStatus, type TApplyStatus } from '@app/contracts/enums';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  counselorApplicationDecisions,
  counselorApplications,
} from '../../db/schema/counselor-applications.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { reencryptColumn } from '../../platform/crypto/reencrypt-column.ts';

export type TApplicationRow = typeof counselorApplications.$inferSelect;
export type TDecisionRow = typeof counselorApplicationDecisions.$inferSelect;

/** The associated data binding a bank account number to its application (see TFieldCipher). */
export const bankAccountContext = (applicationId: string) =>
  `counselor_applications.bank_account_number:${applicationId}`;

export async function findByApplicant(
  db: DbOrTx,
  applicantId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TApplicationRow | null> {
  const query = db
    .select()
    .from(counselorApplications)
    .where(eq(counselorApplications.applicantId, applicantId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findById(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TApplicationRow | null> {
  const query = db.select().from(counselorApplications).where(eq(counselorApplications.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The applicant's application, made empty (status None) when they have none yet. */
export async function ensureApplication(
  db: DbOrTx,
  applicantId: string,
  now: Date,
): Promise<TApplicationRow> {
  await db
    .insert(counselorApplications)
    .values({ applicantId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: counselorApplications.applicantId });
  const row = await findByApplicant(db, applicantId, { forUpdate: true });
  if (!row) throw new Error(`application of ${applicantId} vanished`);
  return row;
}

/** Replaces one step's answers (and the encrypted bank account number with the first step). */
export async function saveStep(
  db: DbOrTx,
  id: string,
  step: TCounselorApplicationStep,
  value: TCounselorApplicationData[TCounselorApplicationStep],
  options: { bankAccountNumber?: string | null; now: Date },
): Promise<void> {
  await db
    .update(counselorApplications)
    .set({
      data: sql`${counselorApplications.data} || jsonb_build_object(${step}::text, ${JSON.stringify(value)}::jsonb)`,
      ...(options.bankAccountNumber === undefined ? {} : { bankAccountNumber: options.bankAccountNumber }),
      updatedAt: options.now,
    })
    .where(eq(counselorApplications.id, id));
}

export async function setStatus(
  db: DbOrTx,
  id: string,
  status: TApplyStatus,
  options: { now: Date; submittedAt?: Date },
): Promise<void> {
  await db
    .update(counselorApplications)
    .set({
      status,
      updatedAt: options.now,
      ...(options.submittedAt ? { submittedAt: options.submittedAt } : {}),
    })
    .where(eq(counselorApplications.id, id));
}

/** Applications sent for review and not yet decided, oldest submission first. */
export async function listApplying(db: DbOrTx): Promise<TApplicationRow[]> {
  return db
    .select()
    .from(counselorApplications)
    .where(eq(counselorApplications.status, ApplyStatus.Applying))
    .orderBy(asc(counselorApplications.submittedAt), asc(counselorApplications.id));
}

export async function insertDecision(db: DbOrTx, row: typeof counselorApplicationDecisions.$inferInsert) {
  await db.insert(counselorApplicationDecisions).values(row);
}

/** The decisions on these applications, latest first. */
export async function listDecisions(db: DbOrTx, applicationIds: string[]): Promise<TDecisionRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(counselorApplicationDecisions)
    .where(inArray(counselorApplicationDecisions.applicationId, applicationIds))
    .orderBy(desc(counselorApplicationDecisions.decidedAt), desc(counselorApplicationDecisions.id));
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
