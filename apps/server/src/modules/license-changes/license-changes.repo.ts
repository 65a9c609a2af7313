import { LicenseReviewStatus, type TLicenseReviewStatus } from '@app/contracts/enums';
import type { TLicense } from '@app/contracts/license-changes';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counselorLicenses, licenseChangeRequests } from '../../db/schema/license-changes.ts';

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

/** One request, locked for the caller's transaction when asked. */
export async function findRequest(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(licenseChangeRequests).where(eq(licenseChangeRequests.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

/**
 * A counselor's latest request: the one under review when there is one (a newer request always
 * discards it, so it is the newest), else the latest decided; a discarded one always has a newer.
 */
export async function findLatestRequest(db: DbOrTx, counselorId: string) {
  const [row] = await db
    .select()
    .from(licenseChangeRequests)
    .where(eq(licenseChangeRequests.counselorId, counselorId))
    .orderBy(
      sql`${licenseChangeRequests.status} = ${LicenseReviewStatus.UnderReview} desc`,
      sql`${licenseChangeRequests.status} = ${LicenseReviewStatus.Discard}`,
      desc(licenseChangeRequests.createdAt),
      desc(licenseChangeRequests.id),
    )
    .limit(1);
  return row ?? null;
}

/** A newer request replaces the one under review: the older is discarded. */
export async function discardUnderReview(db: DbOrTx, counselorId: string, at: Date): Promise<void> {
  await db
    .update(licenseChangeRequests)
    .set({ status: LicenseReviewStatus.Discard, updatedAt: at })
    .where(
      and(
        eq(licenseChangeRequests.counselorId, counselorId),
        eq(licenseChangeRequests.status, LicenseReviewStatus.UnderReview),
      ),
    );
}

export async function insertRequest(
  db: DbOrTx,
  values: { counselorId: string; licenses: TLicense[]; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(licenseChangeRequests)
    .values({
      counselorId: values.counselorId,
      status: LicenseReviewStatus.UnderReview,
      licenses: values.licenses,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: licenseChangeRequests.id });
  if (!row) throw new Error('licence change request not inserted');
  return row.id;
}

export async function decideRequest(
  db: DbOrTx,
  id: string,
  decision: { status: TLicenseReviewStatus; reviewedBy: string; reason: string | null; at: Date },
): Promise<void> {
  await db
    .update(licenseChangeRequests)
    .set({
      status: decision.status,
      reviewedBy: decision.reviewedBy,
      reviewedAt: decision.at,
      reason: decision.reason,
      updatedAt: decision.at,
    })
    .where(eq(licenseChangeRequests.id, id));
}

const licenseColumns = {
  name: counselorLicenses.name,
  issuer: counselorLicenses.issuer,
  number: counselorLicenses.number,
  effectiveDate: counselorLicenses.effectiveDate,
  expiresOn: counselorLicenses.expiresOn,
  licenseType: counselorLicenses.licenseType,
  front: counselorLicenses.frontUploadId,
  back: counselorLicenses.backUploadId,
};

/** Counselors' accepted licences, in each one's order. */
export async function listAcceptedLicenses(db: DbOrTx, counselorIds: string[]) {
  if (counselorIds.length === 0) return [];
  return db
    .select({ counselorId: counselorLicenses.counselorId, ...licenseColumns })
    .from(counselorLicenses)
    .where(inArray(counselorLicenses.counselorId, counselorIds))
    .orderBy(asc(counselorLicenses.counselorId), asc(counselorLicenses.position));
}

/** An accepted request's licences (or, with no request, an approved application's) replace the counselor's. */
export async function replaceAcceptedLicenses(
  db: DbOrTx,
  counselorId: string,
  licenses: TLicense[],
  requestId: string | null,
): Promise<void> {
  await db.delete(counselorLicenses).where(eq(counselorLicenses.counselorId, counselorId));
  if (licenses.length === 0) return;
  await db.insert(counselorLicenses).values(
    licenses.map((license, position) => ({
      counselorId,
      position,
      name: license.name,
      issuer: license.issuer,
      number: license.number,
      effectiveDate: license.effectiveDate,
      expiresOn: license.expiresOn,
      licenseType: license.licenseType,
      frontUploadId: license.front,
      backUploadId: license.back,
      requestId,
    })),
  );
}

/** Accepted licences whose last valid day is on or before `until` (past ones included), soonest first. */
export async function listExpiringBy(db: DbOrTx, until: string) {
  return db
    .select({ id: counselorLicenses.id, counselorId: counselorLicenses.counselorId, ...licenseColumns })
    .from(counselorLicenses)
    .where(and(isNotNull(counselorLicenses.expiresOn), lte(counselorLicenses.expiresOn, until)))
    .orderBy(
      asc(counselorLicenses.expiresOn),
      asc(counselorLicenses.counselorId),
      asc(counselorLicenses.position),
    );
}

/** Licences expiring between today and `until` whose counselor has not been reminded yet. */
export async function listUnremindedExpiring(db: DbOrTx, today: string, until: string) {
  return db
    .select({ id: counselorLicenses.id, counselorId: counselorLicenses.counselorId, ...licenseColumns })
    .from(counselorLicenses)
    .where(
      and(
        gte(counselorLicenses.expiresOn, today),
        lte(counselorLicenses.expiresOn, until),
        isNull(counselorLicenses.remindedOn),
      ),
    )
    .orderBy(asc(counselorLicenses.expiresOn), asc(counselorLicenses.id));
}

/** Marks the reminder sent; false when another run got there first. */
export async function markReminded(db: DbOrTx, id: string, today: string): Promise<boolean> {
  const rows = await db
    .update(counselorLicenses)
    .set({ remindedOn: today })
    .where(and(eq(counselorLicenses.id, id), isNull(counselorLicenses.remindedOn)))
    .returning({ id: counselorLicenses.id });
  return rows.length > 0;
}

/** Today's date in Taiwan (UTC+8 all year, no daylight saving), yyyy-MM-dd. */
export function taiwanDate(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + 8 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one yyyy-MM-dd to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
