import type { TCounselorLanguage } from '@app/contracts/counselors';
import { FreeCourseStatus, VerifyStatus, type TGender } from '@app/contracts/enums';
import type { TTopicCategory } from '@app/contracts/topic-categories';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientProfiles, counselorProfiles, phoneVerifications, users } from '../../db/schema/accounts.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { reencryptColumn } from '../../platform/crypto/reencrypt-column.ts';
import { withTotal } from '../../platform/db/paging.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { personalInfoContext } from './client-personal-info.ts';
import { nameContext, phoneContext, relationContext } from './emergency-contact.ts';

const notifyFlags = {
  useEmailCourseNotifyOneDay: users.useEmailCourseNotifyOneDay,
  useEmailCourseNotifyOneHour: users.useEmailCourseNotifyOneHour,
  useEmailCourseNotifyTenMinutes: users.useEmailCourseNotifyTenMinutes,
  useFcmCourseNotifyOneDay: users.useFcmCourseNotifyOneDay,
  useFcmCourseNotifyOneHour: users.useFcmCourseNotifyOneHour,
  useFcmCourseNotifyTenMinutes: users.useFcmCourseNotifyTenMinutes,
  anotherEmail: users.anotherEmail,
};

function prepareFindClient(db: DbOrTx) {
  return db
    .select({
      email: users.email,
      nickname: users.nickname,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      coverImagePath: users.coverImagePath,
      freeCourseStatus: users.freeCourseStatus,
      freeCourseQuota: users.freeCourseQuota,
      applyCounselorStatus: users.applyCounselorStatus,
      emergencyContactName: clientProfiles.emergencyContactName,
      emergencyContactRelation: clientProfiles.emergencyContactRelation,
      emergencyPhone: clientProfiles.emergencyPhone,
      ...notifyFlags,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.role, 'client')))
    .prepare('accounts_find_client');
}
/** Built once per database (every signed-in client's profile read runs it). */
const findClientQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareFindClient>>();

export async function findClient(db: DbOrTx, userId: string) {
  let query = findClientQueries.get(db);
  if (!query) {
    query = prepareFindClient(db);
    findClientQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row;
}
export type TClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

/** What the SOS procedure tells a counselor of a client; the contact fields are ciphertext. */
export async function findClientContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      nickname: users.nickname,
      phone: users.phone,
      emergencyContactName: clientProfiles.emergencyContactName,
      emergencyPhone: clientProfiles.emergencyPhone,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'client')));
  return row;
}

export async function findCounselor(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      coverImagePath: users.coverImagePath,
      ...notifyFlags,
      profile: counselorProfiles,
    })
    .from(users)
    .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'counselor')));
  return row;
}
export type TCounselorRow = NonNullable<Awaited<ReturnType<typeof findCounselor>>>;

export async function findExpert(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'expert')));
  return row;
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Takes the user's row lock, so one account's phone requests run one at a time. */
export async function lockUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      freeCourseStatus: users.freeCourseStatus,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The free trial's steps done (FreeCourseStatus); free-trial.ts decides the value. */
export async function setFreeCourseStatus(db: DbOrTx, userId: string, status: number, at: Date) {
  await db
    .update(users)
    .set({ freeCourseStatus: status, freeCourseStatusAt: at, updatedAt: at })
    .where(eq(users.id, userId));
}

/**
 * Takes one of the client's trials: a conditional update that waits on the row's lock, so two
 * bookings racing for one quota are ordered and the second finds none (the check keeps it >= 0).
 * Answers the quota left, or null when there was none.
 */
export async function takeFreeCourseQuota(db: DbOrTx, userId: string, at: Date): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ freeCourseQuota: sql`${users.freeCourseQuota} - 1`, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.role, 'client'), gt(users.freeCourseQuota, 0)))
    .returning({ quota: users.freeCourseQuota });
  return row?.quota ?? null;
}

/** Whom a notice is mailed to. */
export type TRecipient = { email: string; nickname: string };
const recipientColumns = { email: users.email, nickname: users.nickname };

/**
 * Gives the client their trial back (back to 1): for one who finished the trial's steps and holds
 * none. Answers who was given it (to tell them), or null when it was not given.
 */
export async function giveFreeCourseQuota(db: DbOrTx, userId: string, at: Date): Promise<TRecipient | null> {
  const updated = await db
    .update(users)
    .set({ freeCourseQuota: 1, updatedAt: at })
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, 'client'),
        eq(users.freeCourseStatus, FreeCourseStatus.AllComplete),
        eq(users.freeCourseQuota, 0),
      ),
    )
    .returning(recipientColumns);
  return updated[0] ?? null;
}

/**
 * Clients who have stayed at the trial's first steps (Notified or PhoneComplete) since before
 * `before` and were not reminded yet, oldest first.
 */
export function listFreeTrialLaggards(db: DbOrTx, options: { before: Date; limit: number }) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'client'),
        inArray(users.freeCourseStatus, [FreeCourseStatus.Notified, FreeCourseStatus.PhoneComplete]),
        lt(sql`coalesce(${users.freeCourseStatusAt}, ${users.createdAt})`, options.before),
        isNull(users.freeTrialRemindedAt),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(users.createdAt)
    .limit(options.limit);
}

/** Marks the client reminded (mail 45), answering who; null when another run did first or they moved on. */
export async function markFreeTrialReminded(
  db: DbOrTx,
  userId: string,
  at: Date,
): Promise<TRecipient | null> {
  const updated = await db
    .update(users)
    .set({ freeTrialRemindedAt: at })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.freeTrialRemindedAt),
        inArray(users.freeCourseStatus, [FreeCourseStatus.Notified, FreeCourseStatus.PhoneComplete]),
      ),
    )
    .returning(recipientColumns);
  return updated[0] ?? null;
}

/** Whether another account already holds this phone number. */
export async function isPhoneHeldByOther(db: DbOrTx, phone: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** The user's most recent code; a new code makes every earlier one void. */
export async function findLatestPhoneVerification(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .orderBy(desc(phoneVerifications.sentAt))
    .limit(1);
  return row;
}

export async function insertPhoneVerification(
  db: DbOrTx,
  values: { userId: string; phone: string; codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(phoneVerifications).values(values).returning({ id: phoneVerifications.id });
  if (!row) throw new Error('phone verification not inserted');
  return row.id;
}

/** Counts one wrong try and answers the new total. */
export async function addWrongAttempt(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ wrongAttempts: sql`${phoneVerifications.wrongAttempts} + 1` })
    .where(eq(phoneVerifications.id, id))
    .returning({ wrongAttempts: phoneVerifications.wrongAttempts });
  return row?.wrongAttempts ?? 0;
}

export async function markPhoneVerificationUsed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(phoneVerifications).set({ verifiedAt: at }).where(eq(phoneVerifications.id, id));
}

/** Fails with a unique violation on users_phone_key when another account holds the number. */
export async function setVerifiedPhone(db: DbOrTx, userId: string, phone: string, at: Date): Promise<void> {
  await db.update(users).set({ phone, phoneVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

export async function setCounselorVerifyStatus(
  db: DbOrTx,
  userId: string,
  verifyStatus: number,
): Promise<void> {
  await db.update(counselorProfiles).set({ verifyStatus }).where(eq(counselorProfiles.userId, userId));
}

/** Encrypts emergency contacts still in plaintext, and re-encrypts those under an older key. */
export async function reencryptClientProfiles(db: DbOrTx, cipher: TFieldCipher): Promise<number> {
  const table = clientProfiles;
  const id = clientProfiles.userId;
  return (
    (await reencryptColumn(db, cipher, {
      table,
      id,
      column: clientProfiles.emergencyContactName,
      context: nameContext,
    })) +
    (await reencryptColumn(db, cipher, {
      table,
      id,
      column: clientProfiles.emergencyPhone,
      context: phoneContext,
    })) +
    (await reencryptColumn(db, cipher, {
      table,
      id,
      column: clientProfiles.emergencyContactRelation,
      context: relationContext,
    })) +
    (await reencryptColumn(db, cipher, {
      table,
      id,
      column: clientProfiles.personalInfo,
      context: personalInfoContext,
    }))
  );
}

// Credentials: what signing in, registration and password changes read and write of an account.

const credentialColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  nickname: users.nickname,
  activatedAt: users.activatedAt,
  disabledAt: users.disabledAt,
};
export type TCredentials = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'passwordHash' | 'role' | 'nickname' | 'activatedAt' | 'disabledAt'
>;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<TCredentials | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<TCredentials | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id));
  return row;
}

/** A new, not yet activated client; null when the e-mail is already registered. */
export async function insertClient(
  db: DbOrTx,
  values: { email: string; passwordHash: string; nickname: string; now: Date },
): Promise<string | null> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: values.email,
        passwordHash: values.passwordHash,
        nickname: values.nickname,
        role: 'client',
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert into users returned no row');
    await db.insert(clientProfiles).values({ userId: row.id });
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) return null;
    throw error;
  }
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markActivated(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(users)
    .set({ activatedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)));
}

export async function markDisabled(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(users)
    .set({ disabledAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.disabledAt)));
}

// What other modules show of people: names and pictures, looked up by id.

/** Each user's nickname, e-mail and picture, and a counselor's full name (null for others). */
export async function findUserSummaries(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      coverImagePath: users.coverImagePath,
      fullName: counselorProfiles.fullName,
      /** The six session-reminder flags and the second address (the reminders job asks). */
      ...notifyFlags,
    })
    .from(users)
    .leftJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
}

/** Whether a counselor profile has this id. */
export async function isCounselor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: counselorProfiles.userId })
    .from(counselorProfiles)
    .where(eq(counselorProfiles.userId, userId));
  return Boolean(row);
}

/** Counselors whose topics anyone may browse: active, not disabled, verified (of `gender` when given). */
/**
 * A counselor holds a valid licence: the latest-ending accepted licence is not past its expiry day
 * (Taiwan time). Null (no licence on record, or one without an expiry) counts as licensed: only
 * licences that have all expired hide a counselor.
 */
const holdsValidLicense = sql`(${counselorProfiles.licensedUntil} is null
  or ${counselorProfiles.licensedUntil} >= (now() at time zone 'Asia/Taipei')::date)`;

/** The licence module keeps the last valid day of a counselor's accepted licences here. */
export async function setLicensedUntil(db: DbOrTx, counselorId: string, until: string | null): Promise<void> {
  await db
    .update(counselorProfiles)
    .set({ licensedUntil: until })
    .where(eq(counselorProfiles.userId, counselorId));
}

/** A client's or counselor's six course-reminder flags. */
export async function updateNotifyFlags(
  db: DbOrTx,
  userId: string,
  flags: {
    useEmailCourseNotifyOneDay: boolean;
    useEmailCourseNotifyOneHour: boolean;
    useEmailCourseNotifyTenMinutes: boolean;
    useFcmCourseNotifyOneDay: boolean;
    useFcmCourseNotifyOneHour: boolean;
    useFcmCourseNotifyTenMinutes: boolean;
    /** Left out: unchanged. */
    anotherEmail?: string | null;
  },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...flags, updatedAt: at })
    .where(and(eq(users.id, userId), ne(users.role, 'expert')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Changes some of a counselor's profile columns; false when the user has no counselor profile. */
export async function updateCounselorProfile(
  db: DbOrTx,
  userId: string,
  values: Partial<Omit<typeof counselorProfiles.$inferInsert, 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(counselorProfiles)
    .set(values)
    .where(eq(counselorProfiles.userId, userId))
    .returning({ id: counselorProfiles.userId });
  return rows.length > 0;
}

/**
 * Writes sealed columns of a client's profile row (created if missing), marking the account
 * changed; false when the user is not a client.
 */
async function upsertClientProfileColumns(
  db: DbOrTx,
  userId: string,
  sealed: Partial<Omit<typeof clientProfiles.$inferInsert, 'userId'>>,
  at: Date,
): Promise<boolean> {
  const touched = await db
    .update(users)
    .set({ updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.role, 'client')))
    .returning({ id: users.id });
  if (touched.length === 0) return false;
  await db
    .insert(clientProfiles)
    .values({ userId, ...sealed })
    .onConflictDoUpdate({ target: clientProfiles.userId, set: sealed });
  return true;
}

/** Writes a client's emergency contact (ciphertext); false when the user is not a client. */
export function upsertEmergencyContact(
  db: DbOrTx,
  userId: string,
  sealed: { emergencyContactName: string; emergencyContactRelation: string; emergencyPhone: string },
  at: Date,
): Promise<boolean> {
  return upsertClientProfileColumns(db, userId, sealed, at);
}

/**
 * A client's sealed personal data: null when none is stored, undefined when `userId` is no
 * client.
 */
export async function findClientPersonalInfo(db: DbOrTx, userId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ personalInfo: clientProfiles.personalInfo })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'client')));
  return row ? row.personalInfo : undefined;
}

/** Stores a client's sealed personal data; false when `userId` is no client. */
export function upsertClientPersonalInfo(
  db: DbOrTx,
  userId: string,
  sealed: string,
  at: Date,
): Promise<boolean> {
  return upsertClientProfileColumns(db, userId, { personalInfo: sealed }, at);
}

/** Active experts: who hears of a new licence change to review. */
export async function findActiveExpertIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'expert'), isNotNull(users.activatedAt), isNull(users.disabledAt)));
  return rows.map((row) => row.id);
}

export async function findPublishableCounselorIds(
  db: DbOrTx,
  options: { gender?: TGender | undefined; freeTrial?: boolean | undefined } = {},
): Promise<string[]> {
  const rows = await db
    .select({ id: counselorProfiles.userId })
    .from(counselorProfiles)
    .innerJoin(users, eq(users.id, counselorProfiles.userId))
    .where(
      and(
        isNotNull(users.activatedAt),
        isNull(users.disabledAt),
        eq(counselorProfiles.verifyStatus, VerifyStatus.Verified),
        holdsValidLicense,
        options.gender ? eq(counselorProfiles.gender, options.gender) : undefined,
        options.freeTrial ? eq(counselorProfiles.acceptsFreeTrial, true) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

// The public counselor directory.

/** Counselors a visitor may see: activated, not disabled, verified, holding a valid licence. */
const listed = and(
  eq(users.role, 'counselor'),
  isNotNull(users.activatedAt),
  isNull(users.disabledAt),
  eq(counselorProfiles.verifyStatus, VerifyStatus.Verified),
  holdsValidLicense,
);

// Public columns only: no e-mail, phone, address or contact handles can slip into the answer.
const publicCounselorColumns = {
  id: users.id,
  fullName: counselorProfiles.fullName,
  coverImagePath: users.coverImagePath,
  aboutMe: counselorProfiles.aboutMe,
  serviceLength: counselorProfiles.serviceLength,
  customSpecialty: counselorProfiles.customSpecialty,
  counselorOrganization: counselorProfiles.counselorOrganization,
  gender: counselorProfiles.gender,
  specialties: counselorProfiles.specialties,
  languages: counselorProfiles.languages,
  otherLanguage: counselorProfiles.otherLanguage,
  acceptsFreeTrial: counselorProfiles.acceptsFreeTrial,
};

/** One page of listed counselors, longest on the platform first, with how many are listed. */
export async function listPublicCounselors(
  db: DbOrTx,
  options: {
    limit: number | null;
    offset: number;
    /** Matched, case-insensitively, in the name and the specialties. */
    keyword?: string | undefined;
    gender?: TGender | undefined;
    /** Only these counselors (of those listed). */
    ids?: string[] | undefined;
    /** A topic category among the counselor's specialties. */
    specialty?: TTopicCategory | undefined;
    /** A language the counselor speaks besides Mandarin. */
    language?: TCounselorLanguage | undefined;
    /** Only counselors taking free trials. */
    freeTrial?: boolean | undefined;
  },
) {
  if (options.ids?.length === 0) return { records: [], total: 0 };
  const pattern = options.keyword ? `%${options.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    listed,
    options.gender ? eq(counselorProfiles.gender, options.gender) : undefined,
    options.ids ? inArray(users.id, options.ids) : undefined,
    options.specialty ? arrayContains(counselorProfiles.specialties, [options.specialty]) : undefined,
    options.language ? arrayContains(counselorProfiles.languages, [options.language]) : undefined,
    options.freeTrial ? eq(counselorProfiles.acceptsFreeTrial, true) : undefined,
    pattern
      ? sql`(${counselorProfiles.fullName} ilike ${pattern} or coalesce(${counselorProfiles.customSpecialty}, '') ilike ${pattern} or coalesce(${counselorProfiles.customSpecialtyDetail}, '') ilike ${pattern})`
      : undefined,
  );
  const query = db
    .select(publicCounselorColumns)
    .from(users)
    .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
    .where(where)
    // The id breaks ties between accounts of the same instant, so pages never overlap.
    .orderBy(asc(users.createdAt), asc(users.id))
    .offset(options.offset);
  return withTotal(
    options.limit === null ? query : query.limit(options.limit),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
      .where(where),
  );
}

/**
 * One listed counselor's public profile, with their advice style and the résumé's public part;
 * null when the id is no listed counselor's.
 */
export async function findPublicCounselor(db: DbOrTx, userId: string) {
  const [counselor] = await db
    .select({
      ...publicCounselorColumns,
      customAdviceStyle: counselorProfiles.customAdviceStyle,
      educations: counselorProfiles.educations,
      experiences: counselorProfiles.experiences,
      acceptsCustomConsultation: counselorProfiles.acceptsCustomConsultation,
      customConsultationPrice: counselorProfiles.customConsultationPrice,
    })
    .from(users)
    .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
    .where(and(listed, eq(users.id, userId)));
  return counselor ?? null;
}

/** A listed counselor's booking lead time in hours (canReserveAfter); null for anyone not listed. */
export async function findListedCounselorLeadHours(db: DbOrTx, userId: string): Promise<number | null> {
  const [counselor] = await db
    .select({ canReserveAfter: counselorProfiles.canReserveAfter })
    .from(users)
    .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
    .where(and(listed, eq(users.id, userId)));
  return counselor?.canReserveAfter ?? null;
}

/** A listed counselor's custom-consultation setting, or null for anyone not listed. */
export async function findListedCustomConsultationOffer(
  db: DbOrTx,
  userId: string,
): Promise<{ accepts: boolean; price: number | null } | null> {
  const [counselor] = await db
    .select({
      accepts: counselorProfiles.acceptsCustomConsultation,
      price: counselorProfiles.customConsultationPrice,
    })
    .from(users)
    .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
    .where(and(listed, eq(users.id, userId)));
  return counselor ?? null;
}

/** Listed counselors' booking lead times in hours, by id; anyone not listed is left out. */
export async function findListedCounselorsLeadHours(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, canReserveAfter: counselorProfiles.canReserveAfter })
    .from(users)
    .innerJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
    .where(and(listed, inArray(users.id, userIds)));
  return new Map(rows.map((row) => [row.id, row.canReserveAfter]));
}

/** Deletes codes past their expiry: used or not, they can no longer be typed back. */
export async function deleteExpiredPhoneVerifications(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(phoneVerifications).where(lte(phoneVerifications.expiresAt, now));
}

/** A client's application status, as the client profile shows it (clientApplyCounselorStatus). */
export async function setApplyCounselorStatus(
  db: DbOrTx,
  userId: string,
  status: number,
  at: Date,
): Promise<void> {
  await db.update(users).set({ applyCounselorStatus: status, updatedAt: at }).where(eq(users.id, userId));
}

/** The account's role, phone state and status, for deciding an application. */
export async function findAccountState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      role: users.role,
      phoneVerifiedAt: users.phoneVerifiedAt,
      email: users.email,
      nickname: users.nickname,
      applyCounselorStatus: users.applyCounselorStatus,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Makes a client a counselor: the role changes and the counselor profile is made from the
 * approved application (verifyStatus as given: Verified when the phone already is).
 */
export async function promoteToCounselor(
  db: DbOrTx,
  userId: string,
  profile: Omit<typeof counselorProfiles.$inferInsert, 'userId'>,
  values: { coverImagePath: string | null; applyCounselorStatus: number; at: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      role: 'counselor',
      applyCounselorStatus: values.applyCounselorStatus,
      ...(values.coverImagePath ? { coverImagePath: values.coverImagePath } : {}),
      updatedAt: values.at,
    })
    .where(eq(users.id, userId));
  await db
    .insert(counselorProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: counselorProfiles.userId, set: profile });
}

/** Approved (3) becomes Complete (4) once the new counselor's phone is verified. */
export async function completeApprovedApplication(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ applyCounselorStatus: 4, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.applyCounselorStatus, 3)));
}

/** Every expert's id (those who review applications), disabled accounts left out. */
export async function listExpertIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'expert'), isNull(users.disabledAt)));
  return rows.map((row) => row.id);
}

/** Whether the user has verified a phone number. */
export async function isPhoneVerified(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.verifiedAt != null;
}
