import { LicenseReviewStatus } from '@app/contracts/enums';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { licenseChangeRequests } from '../../db/schema/license-changes.ts';

/** Licence-change requests under review, oldest first. */
export async function listUnderReview(db: DbOrTx) {
  return db
    .select({
      id: licenseChangeRequests.id,
      status: licenseChangeRequests.status,
      createdAt: licenseChangeRequests.createdAt,
      licenses: licenseChangeRequests.licenses,
      counselorId: licenseChangeRequests.counselorId,
    })
    .from(licenseChangeRequests)
    .where(eq(licenseChangeRequests.status, LicenseReviewStatus.UnderReview))
    .orderBy(asc(licenseChangeRequests.createdAt), asc(licenseChangeRequests.id));
}
