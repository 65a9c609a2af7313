import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { VerifyStatus } from '@app/contracts/enums';
import type { DbOrTx } from '../../db/client.ts';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';

/** Counselors a visitor may see: activated, not disabled, verified. */
const listed = and(
  eq(users.role, 'counselor'),
  isNotNull(users.activatedAt),
  isNull(users.disabledAt),
  eq(counselorProfiles.verifyStatus, VerifyStatus.Verified),
);

/** One page of listed counselors, longest on the platform first, with how many are listed. */
export async function listPublicCounselors(db: DbOrTx, options: { limit: number; offset: number }) {
  const [records, [total]] = await Promise.all([
    // Public columns only: no e-mail, phone, address or contact handles can slip into the answer.
    db
      .select({
        id: users.id,
        fullName: counselorProfiles.fullName,
        coverImagePath: users.coverImagePath,
        aboutMe: counselorProfiles.aboutMe,
        serviceLength: counselorProfiles.serviceLength,
        customSpecialty: counselorProfiles.customSpecialty,
        counselorOrganization: counselorProfiles.counselorOrganization,
      })
      .from(users)
      .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
      .where(listed)
      // The id breaks ties between accounts of the same instant, so pages never overlap.
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
      .where(listed),
  ]);
  return { records, total: total?.total ?? 0 };
}
