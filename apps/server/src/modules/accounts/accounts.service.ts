import type {
  TAppointmentSetting,
  TClientProfile,
  TCounselorProfile,
  TExpertProfile,
  TNotificationSetting,
} from '@app/contracts/profile';
import type {
  TClientPersonalInfo,
  TCustomConsultationSetting,
  TEmergencyContactSetting,
  TFreeTrialSetting,
  TPersonalInfo,
  TServiceSetting,
} from '@app/contracts/account-settings';
import { serviceTypes, type TGender } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  FREE_TRIAL_REMINDER_DAYS,
  type TFreeTrialProgress,
  type TFreeTrialStep,
} from '@app/contracts/free-trial';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { USER_SUBJECT, type TAuditRecorder, type TAuditUserDirectory } from '../audit/audit.service.ts';
import * as repo from './accounts.repo.ts';
import type { TFreeTrial } from './free-trial.ts';
import type { TClientRowCache } from './client-row-cache.ts';
import {
  openEmergencyContact,
  openEmergencyRelation,
  sealFullEmergencyContact,
  type TEmergencyContact,
  type TFullEmergencyContact,
} from './emergency-contact.ts';
import { openClientPersonalInfo, sealClientPersonalInfo } from './client-personal-info.ts';

/**
 * The emergency contact of a client row, decrypted once per row object: a row remembered by the
 * client-row cache is decrypted on its first read rather than on every one (three AES-GCM opens
 * were the largest cost of a profile read). The plaintext lives only as long as the remembered
 * row, in the memory that holds the key anyway; every read is still audited.
 */
const openedContacts = new WeakMap<repo.TClientRow, TFullEmergencyContact>();
function openClientRowContact(cipher: TFieldCipher, userId: string, row: repo.TClientRow) {
  let contact = openedContacts.get(row);
  if (!contact) {
    contact = {
      ...openEmergencyContact(cipher, userId, {
        emergencyContactName: row.emergencyContactName ?? null,
        emergencyPhone: row.emergencyPhone ?? null,
      }),
      relation: openEmergencyRelation(cipher, userId, row.emergencyContactRelation ?? null),
    };
    openedContacts.set(row, contact);
  }
  return contact;
}

const DAY = 86_400_000;
/** Clients reminded per read of the list (each is marked, so the next read moves on). */
const REMINDER_BATCH = 100;

export type TUserSummary = Awaited<ReturnType<typeof repo.findUserSummaries>>[number];
export type TCredentials = repo.TCredentials;

/**
 * Accounts own the users and their profiles: every other module reads or changes them through
 * this service. Each user reads only their own profile: the id always comes from the signed-in
 * session. A read that decrypts an emergency contact is recorded in the audit trail before the
 * contact is answered.
 */
export function createAccountsService(deps: {
  db: DbOrTx;
  cipher: TFieldCipher;
  /** Writes the audit row of a read: in the caller's transaction, or batched outside one. */
  recordRead: TAuditRecorder;
  /** Client rows remembered by this instance; null inside a transaction, which must read its own writes. */
  clientRows: TClientRowCache | null;
  /** Called once a user's row is written: this instance forgets it after the commit. */
  userRowChanged: (userId: string) => void;
  /** The user's balances moved (the free trial's bonus): this instance forgets them once committed. */
  balancesChanged: (userId: string) => void;
  /** The client's stored value and bonus points, from the wallet's ledger. */
  balances: (userId: string) => Promise<{ reservedAmount: number; bonusAmount: number }>;
  /** The free trial's steps (FreeCourseStatus), the bonus they give and their mails. */
  freeTrial: TFreeTrial;
  now: () => Date;
}) {
  const { db, clientRows, userRowChanged } = deps;
  const findClient = (userId: string) =>
    clientRows ? clientRows.get(userId, () => repo.findClient(db, userId)) : repo.findClient(db, userId);
  const findUserSummaries = async (ids: Iterable<string>): Promise<Map<string, TUserSummary>> => {
    const rows = await repo.findUserSummaries(db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  };
  const updateCounselor = async (
    userId: string,
    values: Parameters<typeof repo.updateCounselorProfile>[2],
  ): Promise<void> => {
    if (!(await repo.updateCounselorProfile(db, userId, values)))
      throw new AppError(ErrorCode.NotFound, { internal: `counselor ${userId} not found` });
  };
  return {
    async getClientProfile(userId: string, actor: TAuditActor): Promise<TClientProfile> {
      // No transaction: the read needs no lock, and the audit row is committed before the
      // contact leaves; if it cannot be written the request fails without it.
      const row = await findClient(userId);
      if (!row) throw new AppError(ErrorCode.NotFound, { internal: `client ${userId} not found` });
      const contact = openClientRowContact(deps.cipher, userId, row);
      const fields = [
        ...(contact.name === null ? [] : ['name']),
        ...(contact.relation === null ? [] : ['relation']),
        ...(contact.phone === null ? [] : ['phone']),
      ];
      if (fields.length > 0) {
        await deps.recordRead({
          actor,
          action: 'client.emergency_contact_read',
          subjectType: USER_SUBJECT,
          subjectId: userId,
          details: { fields },
          at: deps.now(),
        });
      }
      return {
        nickName: row.nickname,
        email: row.email,
        userAccount: row.email,
        coverImage: coverImage(row.coverImagePath),
        basicInfo: {
          emergencyPhone: contact.phone,
          emergencyContactName: contact.name,
          emergencyContactRelation: contact.relation,
        },
        phone: row.phone,
        phoneVerified: row.phoneVerifiedAt !== null,
        freeCourseStatus: row.freeCourseStatus,
        freeCourseQuota: row.freeCourseQuota,
        clientApplyCounselorStatus: row.applyCounselorStatus,
        ...(await deps.balances(userId)),
        ...notifyFlags(row),
      };
    },

    /**
     * A client's name, phone and decrypted emergency contact, for the SOS procedure of the rooms
     * module, which checks who may see them and records the read in the audit trail.
     */
    async openClientContact(
      clientId: string,
    ): Promise<{ name: string; phone: string | null; emergencyContact: TEmergencyContact } | null> {
      const row = await repo.findClientContact(db, clientId);
      if (!row) return null;
      return {
        name: row.nickname,
        phone: row.phone,
        emergencyContact: openEmergencyContact(deps.cipher, clientId, {
          emergencyContactName: row.emergencyContactName ?? null,
          emergencyPhone: row.emergencyPhone ?? null,
        }),
      };
    },

    /** The profile without the ratings, which the courses module keeps. */
    async getCounselorProfile(
      userId: string,
    ): Promise<Omit<TCounselorProfile, 'feedbackCount' | 'averageGrade'>> {
      const row = await repo.findCounselor(db, userId);
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
        gender: profile.gender,
        serviceTypes: [
          ...(profile.offersVoice ? (['voice'] as const) : []),
          ...(profile.offersVideo ? (['video'] as const) : []),
        ],
        acceptsCustomConsultation: profile.acceptsCustomConsultation,
        customConsultationPrice: profile.customConsultationPrice,
        acceptsFreeTrial: profile.acceptsFreeTrial,
        ...notifyFlags(row),
      };
    },

    async getExpertProfile(userId: string): Promise<TExpertProfile> {
      const row = await repo.findExpert(db, userId);
      if (!row) throw new AppError(ErrorCode.NotFound, { internal: `expert ${userId} not found` });
      return { nickname: row.nickname, userAccount: row.email };
    },

    /** Brings clients' emergency contacts and personal data under the active key (plaintext, or an older key). */
    async reencryptStoredFields(): Promise<number> {
      return repo.reencryptClientProfiles(db, deps.cipher);
    },

    /** Accounts as the audit trail names them. */
    userDirectory: {
      async findUserIdByEmail(email) {
        return (await repo.findUserIdByEmail(db, email)) ?? null;
      },
      async describeUsers(ids) {
        const summaries = await findUserSummaries(ids);
        return new Map(
          [...summaries].map(([id, user]) => [id, { email: user.email, nickname: user.nickname }]),
        );
      },
    } satisfies TAuditUserDirectory,

    // Credentials, for signing in, registration and password changes (the auth module).
    findCredentialsByEmail: (email: string) => repo.findUserByEmail(db, email),
    findCredentialsById: (userId: string) => repo.findUserById(db, userId),
    /** A new, not yet activated client with an empty profile; null when the e-mail is already registered. */
    createClient: (values: { email: string; passwordHash: string; nickname: string; now: Date }) =>
      repo.insertClient(db, values),
    async setPasswordHash(userId: string, passwordHash: string, now: Date) {
      await repo.updatePasswordHash(db, userId, passwordHash, now);
      userRowChanged(userId);
    },
    async markActivated(userId: string, now: Date) {
      await repo.markActivated(db, userId, now);
      userRowChanged(userId);
    },
    async markDisabled(userId: string, now: Date) {
      await repo.markDisabled(db, userId, now);
      userRowChanged(userId);
    },
    listExpertIds: () => repo.listExpertIds(db),
    /**
     * A step of the client's free trial is done: the status moves (free-trial.ts), and completing
     * the steps gives the bonus points, in the caller's transaction (or one of its own). Other
     * roles take no steps and keep their status.
     */
    async completeFreeTrialStep(
      userId: string,
      step: TFreeTrialStep,
      actor: TAuditActor,
    ): Promise<TFreeTrialProgress> {
      const progress = await db.transaction(async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw new AppError(ErrorCode.NotFound, { internal: `user ${userId} not found` });
        return deps.freeTrial.advance(tx, { user, step, actor, now: deps.now() });
      });
      userRowChanged(userId);
      if (progress.bonusGranted) deps.balancesChanged(userId);
      return progress;
    },
    /** Where a client stands with the free trial (null for anyone but a client). */
    async freeTrialStanding(
      userId: string,
    ): Promise<{ freeCourseStatus: number; freeCourseQuota: number; phoneVerified: boolean } | null> {
      const row = await findClient(userId);
      return row
        ? {
            freeCourseStatus: row.freeCourseStatus,
            freeCourseQuota: row.freeCourseQuota,
            phoneVerified: row.phoneVerifiedAt !== null,
          }
        : null;
    },
    /**
     * Takes one of the client's trials in the caller's transaction: the quota left, or null when
     * they hold none (repo.takeFreeCourseQuota waits on the row's lock).
     */
    async takeFreeCourseQuota(userId: string): Promise<number | null> {
      const left = await repo.takeFreeCourseQuota(db, userId, deps.now());
      if (left !== null) userRowChanged(userId);
      return left;
    },
    /** A booked trial was cancelled or not given by the counselor: the client holds their trial again. */
    async giveFreeCourseQuotaBack(userId: string): Promise<boolean> {
      const given = (await repo.giveFreeCourseQuota(db, userId, deps.now())) !== null;
      if (given) userRowChanged(userId);
      return given;
    },
    /** A paid session of the client's ended: the trial quota refills, with its mail (free-trial.ts). */
    async refillFreeCourseQuota(userId: string, hadTrial: boolean): Promise<boolean> {
      const given = await deps.freeTrial.refill(db, { clientId: userId, hadTrial, now: deps.now() });
      if (given) userRowChanged(userId);
      return given;
    },
    /**
     * The daily reminder (mail 45): clients at the trial's first steps for FREE_TRIAL_REMINDER_DAYS
     * are reminded once, each in a transaction of their own. Answers how many were reminded.
     */
    async remindUnfinishedFreeTrials(): Promise<number> {
      const now = deps.now();
      const before = new Date(now.getTime() - FREE_TRIAL_REMINDER_DAYS * DAY);
      let reminded = 0;
      for (;;) {
        const laggards = await repo.listFreeTrialLaggards(db, { before, limit: REMINDER_BATCH });
        for (const { id } of laggards) {
          if (await db.transaction((tx) => deps.freeTrial.remind(tx, { clientId: id, now }))) reminded += 1;
        }
        if (laggards.length < REMINDER_BATCH) return reminded;
      }
    },
    /** The account's role and whether its phone is verified (null for an unknown id). */
    findAccountState: (userId: string) => repo.findAccountState(db, userId),
    /** The client profile's clientApplyCounselorStatus follows the application. */
    async setApplyCounselorStatus(userId: string, status: number, at: Date) {
      await repo.setApplyCounselorStatus(db, userId, status, at);
      userRowChanged(userId);
    },
    /** An approved applicant becomes a counselor with a profile made from their résumé. */
    async promoteToCounselor(
      userId: string,
      profile: Parameters<typeof repo.promoteToCounselor>[2],
      values: Parameters<typeof repo.promoteToCounselor>[3],
    ) {
      await repo.promoteToCounselor(db, userId, profile, values);
      userRowChanged(userId);
    },
    /** Takes the user's row lock until the transaction ends: one account's changes run one at a time. */
    lockUser: (userId: string) => repo.lockUser(db, userId),
    /** A listed counselor's custom-consultation setting (whether they take requests, their price); null if not listed. */
    findCustomConsultationOffer: (counselorId: string) =>
      repo.findListedCustomConsultationOffer(db, counselorId),

    // What other modules show of people.
    /** Names and pictures of these users, by id; unknown ids are left out. */
    findUserSummaries,
    isCounselor: (userId: string) => repo.isCounselor(db, userId),
    /** Whether the user has verified a phone (booking asks for one). */
    isPhoneVerified: (userId: string) => repo.isPhoneVerified(db, userId),
    /** Counselors whose published topics anyone may browse: active, not disabled, verified (of `gender` when given). */
    findActiveExpertIds: () => repo.findActiveExpertIds(db),

    /** The caller's six course-reminder flags (clients and counselors), answered as stored. */
    async setNotificationSetting(userId: string, flags: TNotificationSetting): Promise<TNotificationSetting> {
      const stored = await repo.updateNotifyFlags(
        db,
        userId,
        {
          useEmailCourseNotifyOneDay: flags.useEmailCourseNotifyOneDay,
          useEmailCourseNotifyOneHour: flags.useEmailCourseNotifyOneHour,
          useEmailCourseNotifyTenMinutes: flags.useEmailCourseNotifyTenMinutes,
          useFcmCourseNotifyOneDay: flags.useFCMCourseNotifyOneDay,
          useFcmCourseNotifyOneHour: flags.useFCMCourseNotifyOneHour,
          useFcmCourseNotifyTenMinutes: flags.useFCMCourseNotifyTenMinutes,
          ...(flags.anotherEmail === undefined ? {} : { anotherEmail: flags.anotherEmail || null }),
        },
        deps.now(),
      );
      if (!stored) throw new AppError(ErrorCode.NotFound, { internal: `user ${userId} not found` });
      userRowChanged(userId);
      return flags.anotherEmail === undefined
        ? flags
        : { ...flags, anotherEmail: flags.anotherEmail || null };
    },

    /** The counselor's booking lead time (4, 8, 24, 48 or 72 hours; the database holds to it too). */
    async setAppointmentSetting(userId: string, setting: TAppointmentSetting): Promise<TAppointmentSetting> {
      await updateCounselor(userId, { canReserveAfter: setting.canReserveAfter });
      return setting;
    },
    /** A counselor's personal data: name, gender, address, LINE id, about me and links. */
    async setPersonalInfo(userId: string, info: TPersonalInfo): Promise<TPersonalInfo> {
      await updateCounselor(userId, {
        fullName: info.fullName,
        gender: info.gender,
        address: info.address,
        lineId: info.lineID,
        aboutMe: info.aboutMe,
        facebook: info.facebook,
        blog: info.blog,
      });
      return info;
    },

    /** Years-of-service tier and whether sessions are held by voice, video or both. */
    async setServiceSetting(userId: string, setting: TServiceSetting): Promise<TServiceSetting> {
      await updateCounselor(userId, {
        serviceLength: setting.serviceLength,
        offersVoice: setting.serviceTypes.includes('voice'),
        offersVideo: setting.serviceTypes.includes('video'),
      });
      return {
        serviceLength: setting.serviceLength,
        serviceTypes: serviceTypes.filter((type) => setting.serviceTypes.includes(type)),
      };
    },

    /** Personal consultations: accepted or not, and their price (kept when they are turned off). */
    async setCustomConsultationSetting(
      userId: string,
      setting: TCustomConsultationSetting,
    ): Promise<TCustomConsultationSetting> {
      await updateCounselor(userId, {
        acceptsCustomConsultation: setting.acceptsCustomConsultation,
        customConsultationPrice: setting.customConsultationPrice,
      });
      return setting;
    },

    async setFreeTrialSetting(userId: string, setting: TFreeTrialSetting): Promise<TFreeTrialSetting> {
      await updateCounselor(userId, { acceptsFreeTrial: setting.acceptsFreeTrial });
      return setting;
    },

    /** A client's emergency contact, sealed before it reaches the database. */
    async setEmergencyContact(
      userId: string,
      contact: TEmergencyContactSetting,
    ): Promise<TEmergencyContactSetting> {
      const sealed = sealFullEmergencyContact(deps.cipher, userId, contact);
      if (!(await repo.upsertEmergencyContact(db, userId, sealed, deps.now())))
        throw new AppError(ErrorCode.NotFound, { internal: `client ${userId} not found` });
      userRowChanged(userId);
      return contact;
    },

    /** A client's personal data, for the client themselves. */
    async getClientPersonalInfo(userId: string): Promise<TClientPersonalInfo> {
      const stored = await repo.findClientPersonalInfo(db, userId);
      if (stored === undefined)
        throw new AppError(ErrorCode.NotFound, { internal: `client ${userId} not found` });
      return openClientPersonalInfo(deps.cipher, userId, stored);
    },

    /** A client's personal data, sealed before it reaches the database. */
    async setClientPersonalInfo(userId: string, info: TClientPersonalInfo): Promise<TClientPersonalInfo> {
      const sealed = sealClientPersonalInfo(deps.cipher, userId, info);
      if (!(await repo.upsertClientPersonalInfo(db, userId, sealed, deps.now())))
        throw new AppError(ErrorCode.NotFound, { internal: `client ${userId} not found` });
      return info;
    },

    /** The last valid day of a counselor's accepted licences (null: none ends), from the licence module. */
    setLicensedUntil: (counselorId: string, until: string | null) =>
      repo.setLicensedUntil(db, counselorId, until),
    findPublishableCounselorIds: (
      options: { gender?: TGender | undefined; freeTrial?: boolean | undefined } = {},
    ) => repo.findPublishableCounselorIds(db, options),
    /** The public counselor directory: one page, longest on the platform first. */
    listPublicCounselors: (options: Parameters<typeof repo.listPublicCounselors>[1]) =>
      repo.listPublicCounselors(db, options),
    /** One counselor of the directory; null for anyone not listed there. */
    findPublicCounselor: (userId: string) => repo.findPublicCounselor(db, userId),
    /** Listed counselors' booking lead times (hours) by id, in one read. */
    findListedCounselorsLeadHours: (userIds: string[]) => repo.findListedCounselorsLeadHours(db, userIds),
    /** How many hours ahead a listed counselor may be booked at the soonest; null for anyone not listed. */
    findListedCounselorLeadHours: (userId: string) => repo.findListedCounselorLeadHours(db, userId),
  };
}

export type TAccountsService = ReturnType<typeof createAccountsService>;

/** Images have no id of their own until uploads exist; the web app shows its default picture for a null path. */
function coverImage(path: string | null) {
  return { id: null, path };
}

function notifyFlags(row: Pick<repo.TClientRow, (keyof repo.TClientRow & `use${string}`) | 'anotherEmail'>) {
  return {
    anotherEmail: row.anotherEmail,
    useEmailCourseNotifyOneDay: row.useEmailCourseNotifyOneDay,
    useEmailCourseNotifyOneHour: row.useEmailCourseNotifyOneHour,
    useEmailCourseNotifyTenMinutes: row.useEmailCourseNotifyTenMinutes,
    useFCMCourseNotifyOneDay: row.useFcmCourseNotifyOneDay,
    useFCMCourseNotifyOneHour: row.useFcmCourseNotifyOneHour,
    useFCMCourseNotifyTenMinutes: row.useFcmCourseNotifyTenMinutes,
  };
}
