import { ApplyStatus } from '@app/contracts/enums';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counselorApplications } from '../../db/schema/counselor-applications.ts';

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
