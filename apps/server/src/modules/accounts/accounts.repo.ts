import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientProfiles, counselorProfiles, users } from '../../db/schema/accounts.ts';
import { phoneVerifications } from '../../db/schema/auth.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { reencryptColumn } from '../../platform/crypto/reencrypt-column.ts';
import { nameContext, phoneContext } from './emergency-contact.ts';

const notifyFlags = {
  useEmailCourseNotifyOneDay: users.useEmailCourseNotifyOneDay,
  useEmailCourseNotifyOneHour: users.useEmailCourseNotifyOneHour,
  useEmailCourseNotifyTenMinutes: users.useEmailCourseNotifyTenMinutes,
  useFcmCourseNotifyOneDay: users.useFcmCourseNotifyOneDay,
  useFcmCourseNotifyOneHour: users.useFcmCourseNotifyOneHour,
  useFcmCourseNotifyTenMinutes: users.useFcmCourseNotifyTenMinutes,
};

export async function findClient(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      nickname: users.nickname,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      coverImagePath: users.coverImagePath,
      freeCourseStatus: users.freeCourseStatus,
      applyCounselorStatus: users.applyCounselorStatus,
      emergencyPhone: clientProfiles.emergencyPhone,
      ...notifyFlags,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'client')));
  return row;
}
export type TClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

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

export async function findUserSummaries(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Takes the user's row lock, so one account's phone requests run one at a time. */
export async function lockUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
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

export async function deletePhoneVerification(db: DbOrTx, id: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
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
export async function reencryptEmergencyContacts(db: DbOrTx, cipher: TFieldCipher): Promise<number> {
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
    }))
  );
}
