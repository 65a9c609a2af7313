import type { TClientProfile, TCounselorProfile, TExpertProfile } from '@app/contracts/profile';
import { ErrorCode } from '@app/contracts/error-codes';
import type { Db } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordAudit, USER_SUBJECT, type TAuditUserDirectory } from '../audit/audit.service.ts';
import * as repo from './accounts.repo.ts';
import { openEmergencyPhone } from './emergency-contact.ts';

/** Balances come from the ledger, which a later issue adds; until then every client holds 0. */
const NO_BALANCE = { reservedAmount: 0, bonusAmount: 0 };
/** Feedback arrives with courses; until then no counselor has any. */
const NO_FEEDBACK = { feedbackCount: 0, averageGrade: 0 };

/**
 * Each user reads only their own profile: the id always comes from the signed-in session. A read
 * that decrypts an emergency contact is recorded in the audit trail in the same transaction.
 */
export function createAccountsService(deps: { db: Db; cipher: TFieldCipher; now: () => Date }) {
  return {
    async getClientProfile(userId: string, actor: TAuditActor): Promise<TClientProfile> {
      const { row, emergencyPhone } = await deps.db.transaction(async (tx) => {
        const found = await repo.findClient(tx, userId);
        if (!found) throw new AppError(ErrorCode.NotFound, { internal: `client ${userId} not found` });
        const phone = openEmergencyPhone(deps.cipher, userId, found.emergencyPhone ?? null);
        if (phone !== null) {
          await recordAudit(tx, {
            actor,
            action: 'client.emergency_contact_read',
            subjectType: USER_SUBJECT,
            subjectId: userId,
            details: { fields: ['phone'] },
            at: deps.now(),
          });
        }
        return { row: found, emergencyPhone: phone };
      });
      return {
        nickName: row.nickname,
        email: row.email,
        userAccount: row.email,
        coverImage: coverImage(row.coverImagePath),
        basicInfo: { emergencyPhone },
        phone: row.phone,
        phoneVerified: row.phoneVerifiedAt !== null,
        freeCourseStatus: row.freeCourseStatus,
        clientApplyCounselorStatus: row.applyCounselorStatus,
        ...NO_BALANCE,
        ...notifyFlags(row),
      };
    },

    async getCounselorProfile(userId: string): Promise<TCounselorProfile> {
      const row = await repo.findCounselor(deps.db, userId);
      if (!row) throw new AppError(ErrorCode.NotFound, { internal: `counselor ${userId} not found` });
      const { profile } = row;
      return {
        id: row.id,
        fullName: profile.fullName,
        phone: row.phone,
        address: profile.address,
        coverImage: coverImage(row.coverImagePath),
        serviceLength: profile.serviceLength,
        lineID: profile.lineId,
        aboutMe: profile.aboutMe,
        facebook: profile.facebook,
        blog: profile.blog,
        customSpecialtyDetail: profile.customSpecialtyDetail,
        customSpecialty: profile.customSpecialty,
        customAdviceStyle: profile.customAdviceStyle,
        // Résumé entries arrive with the counselor application.
        experiences: [],
        educations: [],
        licenses: [],
        counselorOrganization: profile.counselorOrganization,
        email: row.email,
        userAccount: row.email,
        canReserveAfter: profile.canReserveAfter,
        verifyStatus: profile.verifyStatus,
        ...NO_FEEDBACK,
        ...notifyFlags(row),
      };
    },

    async getExpertProfile(userId: string): Promise<TExpertProfile> {
      const row = await repo.findExpert(deps.db, userId);
      if (!row) throw new AppError(ErrorCode.NotFound, { internal: `expert ${userId} not found` });
      return { nickname: row.nickname, userAccount: row.email };
    },

    /** Brings stored emergency contacts under the active key (plaintext, or an older key). */
    async reencryptStoredFields(): Promise<number> {
      return repo.reencryptEmergencyContacts(deps.db, deps.cipher);
    },

    /** Accounts as the audit trail names them. */
    userDirectory: {
      async findUserIdByEmail(email) {
        return (await repo.findUserIdByEmail(deps.db, email)) ?? null;
      },
      async describeUsers(ids) {
        const rows = await repo.findUserSummaries(deps.db, ids);
        return new Map(rows.map((row) => [row.id, { email: row.email, nickname: row.nickname }]));
      },
    } satisfies TAuditUserDirectory,
  };
}

export type TAccountsService = ReturnType<typeof createAccountsService>;

/** Images have no id of their own until uploads exist; the web app shows its default picture for a null path. */
function coverImage(path: string | null) {
  return { id: null, path };
}

function notifyFlags(row: Pick<repo.TClientRow, keyof repo.TClientRow & `use${string}`>) {
  return {
    useEmailCourseNotifyOneDay: row.useEmailCourseNotifyOneDay,
    useEmailCourseNotifyOneHour: row.useEmailCourseNotifyOneHour,
    useEmailCourseNotifyTenMinutes: row.useEmailCourseNotifyTenMinutes,
    useFCMCourseNotifyOneDay: row.useFcmCourseNotifyOneDay,
    useFCMCourseNotifyOneHour: row.useFcmCourseNotifyOneHour,
    useFCMCourseNotifyTenMinutes: row.useFcmCourseNotifyTenMinutes,
  };
}
