import type { TAuditSubjectType } from '@app/contracts/audit';
import { readFile } from 'node:fs/promises';
import {
  completedSteps,
  counselorApplicationSteps,
  draftStepSchemas,
  emptyApplicationSteps,
  submitStepSchemas,
  type TApplicationDecision,
  type TCounselorApplication,
  type TCounselorApplicationAnswers,
  type TCounselorApplicationData,
  type TCounselorApplicationStep,
  type TPendingApplication,
  type TSaveApplicationStep,
} from '@app/contracts/counselor-applications';
import { ApplyStatus, Role, VerifyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';
import { MailType, type TMailType } from '@app/contracts/mail';
import type { TUpload, TUploadPurpose } from '@app/contracts/uploads';
import { LedgerReason } from '@app/contracts/wallet';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import type { TImageFolder } from '../../platform/files/image-uploads.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldsError } from '../../platform/http/validation-errors.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TUploadsService } from '../uploads/uploads.service.ts';
import { ledgerAccount } from '../wallet/ledger.service.ts';
import * as repo from './counselor-applications.repo.ts';

export type TCounselorApplicationsService = ReturnType<typeof createCounselorApplicationsService>;

export const APPLICATION_SUBJECT: TAuditSubjectType = 'counselor_application';
const MAIL_LOCALE = 'zh-tw';
const mailText = translator(MAIL_LOCALE, 'accounts');

/** Each uploaded file an application names: where in the answers, and what it must be. */
function filesOf(answers: TCounselorApplicationAnswers) {
  const files: { path: (string | number)[]; id: string; purpose: TUploadPurpose }[] = [];
  const info = answers.personalInfo;
  if (info?.headshot)
    files.push({ path: ['personalInfo', 'headshot'], id: info.headshot, purpose: 'headshot' });
  if (info?.passbook)
    files.push({ path: ['personalInfo', 'passbook'], id: info.passbook, purpose: 'passbook' });
  answers.counselorOrganization?.attachments.forEach((id, index) =>
    files.push({ path: ['counselorOrganization', 'attachments', index], id, purpose: 'attachment' }),
  );
  answers.licenses?.licenses.forEach((license, index) => {
    if (license.front)
      files.push({
        path: ['licenses', 'licenses', index, 'front'],
        id: license.front,
        purpose: 'licenseFront',
      });
    if (license.back)
      files.push({ path: ['licenses', 'licenses', index, 'back'], id: license.back, purpose: 'licenseBack' });
  });
  return files;
}

/** Clients' applications to join as counselors, and their review by experts. */
export function createCounselorApplicationsService(deps: {
  db: DbOrTx;
  cipher: TFieldCipher;
  accounts: Pick<
    TAccountsService,
    'findUserSummaries' | 'findAccountState' | 'setApplyCounselorStatus' | 'listExpertIds'
  >;
  uploads: TUploadsService;
  covers: TImageFolder;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  /** The stored answers, each step read with the draft schema (answers of an older shape start again). */
  const answersOf = (row: repo.TApplicationRow | null): TCounselorApplicationAnswers => {
    const data: TCounselorApplicationData = row?.data ?? {};
    const read = <S extends TCounselorApplicationStep>(step: S) => {
      const value =
        step === 'personalInfo' && data.personalInfo
          ? {
              ...data.personalInfo,
              bankAccountNumber: row?.bankAccountNumber
                ? deps.cipher.decrypt(row.bankAccountNumber, repo.bankAccountContext(row.id))
                : '',
            }
          : data[step];
      if (value === undefined) return null;
      const parsed = draftStepSchemas[step].safeParse(value);
      return parsed.success ? parsed.data : null;
    };
    return {
      personalInfo: read('personalInfo'),
      education: read('education'),
      experience: read('experience'),
      counselorOrganization: read('counselorOrganization'),
      licenses: read('licenses'),
      questionnaire: read('questionnaire'),
    } as TCounselorApplicationAnswers;
  };

  /** The applicant's uploads the answers name, with fresh links. */
  const filesFor = async (
    applicantId: string,
    answers: TCounselorApplicationAnswers,
    locale: TApiLocale,
  ): Promise<Record<string, TUpload>> => {
    const owned = await deps.uploads.findOwned(
      applicantId,
      filesOf(answers).map((file) => file.id),
    );
    return Object.fromEntries([...owned.values()].map((row) => [row.id, deps.uploads.describe(row, locale)]));
  };

  /** Every named file must be the applicant's own upload of the right purpose. */
  const checkFiles = async (applicantId: string, answers: TCounselorApplicationAnswers) => {
    const files = filesOf(answers);
    const owned = await deps.uploads.findOwned(
      applicantId,
      files.map((file) => file.id),
    );
    const wrong = files.filter((file) => owned.get(file.id)?.purpose !== file.purpose);
    if (wrong.length > 0)
      throw fieldsError(wrong.map((file) => ({ path: file.path, message: 'validation.upload_owner' })));
  };

  const decisionsOf = async (db: DbOrTx, applicationIds: string[]) => {
    const rows = await repo.listDecisions(db, applicationIds);
    const experts = await deps.accounts.findUserSummaries([...new Set(rows.map((row) => row.expertId))]);
    const byApplication = new Map<string, TApplicationDecision[]>();
    for (const row of rows) {
      const list = byApplication.get(row.applicationId) ?? [];
      list.push({
        decision: row.decision,
        comment: row.comment,
        decidedAt: row.decidedAt.toISOString(),
        expert: { id: row.expertId, nickName: experts.get(row.expertId)?.nickname ?? '' },
      });
      byApplication.set(row.applicationId, list);
    }
    return byApplication;
  };

  /** The application as its applicant reads it. */
  const view = async (
    db: DbOrTx,
    applicantId: string,
    locale: TApiLocale,
  ): Promise<TCounselorApplication> => {
    const row = await repo.findByApplicant(db, applicantId);
    const answers = answersOf(row);
    const account = await deps.accounts.findAccountState(applicantId);
    let status = row?.status ?? ApplyStatus.None;
    if (status === ApplyStatus.Approved && account?.applyCounselorStatus === ApplyStatus.Complete)
      status = ApplyStatus.Complete;
    const decisions = row ? ((await decisionsOf(db, [row.id])).get(row.id) ?? []) : [];
    return {
      id: row?.id ?? null,
      status,
      answers,
      completedSteps: completedSteps(answers),
      files: await filesFor(applicantId, answers, locale),
      submittedAt: row?.submittedAt?.toISOString() ?? null,
      lastDecision: decisions[0] ?? null,
    };
  };

  /** Only a new or rejected application may change. */
  const assertEditable = (row: repo.TApplicationRow) => {
    if (row.status !== ApplyStatus.None && row.status !== ApplyStatus.Rejected)
      throw new AppError(ErrorCode.Conflict, { internal: `application ${row.id} is ${row.status}` });
  };

  /** The application waiting for a decision, locked; anything else is 404 or 409. */
  const lockWaiting = async (tx: TServices, caller: TRequestUser, id: string) => {
    const row = await repo.findById(tx.unit.db, id, { forUpdate: true });
    if (!row) throw new AppError(ErrorCode.NotFound, { internal: `application ${id} not found` });
    // Nobody decides their own application (an expert's account never applies, but the rule holds).
    if (row.applicantId === caller.userId) throw new AppError(ErrorCode.Forbidden);
    if (row.status !== ApplyStatus.Applying)
      throw new AppError(ErrorCode.Conflict, { internal: `application ${id} is ${row.status}` });
    const applicant = await tx.accounts.findAccountState(row.applicantId);
    if (!applicant) throw new Error(`applicant of ${id} vanished`);
    const name = answersOf(row).personalInfo?.name || applicant.nickname;
    return { row, applicant, name };
  };

  /**
   * An expert's decision on a waiting application, in the deciding transaction: the decision row,
   * the applicant's mail, the expert's own mail back to the review list, and the audit entry.
   */
  const recordDecision = async (
    tx: TServices,
    decided: {
      row: repo.TApplicationRow;
      caller: TRequestUser;
      actor: TAuditActor;
      now: Date;
      decision: 'approved' | 'rejected';
      comment: string;
      toApplicant: { type: TMailType; message: string; link: string };
      toExpert: { type: TMailType; message: string };
      /** What the audit entry tells besides the applicant. */
      details: Record<string, unknown>;
    },
  ) => {
    const { row, caller, now } = decided;
    await repo.insertDecision(tx.unit.db, {
      applicationId: row.id,
      expertId: caller.userId,
      decision: decided.decision,
      comment: decided.comment,
      decidedAt: now,
    });
    await tx.mail.sendMail({ userId: row.applicantId, ...decided.toApplicant });
    await tx.mail.sendMail({ userId: caller.userId, ...decided.toExpert, link: '/expert/applicationlist' });
    await recordAudit(tx.unit.db, {
      actor: decided.actor,
      action: `application.${decided.decision}`,
      subjectType: APPLICATION_SUBJECT,
      subjectId: row.id,
      details: { applicantId: row.applicantId, ...decided.details },
      at: now,
    });
  };

  return {
    /** The signed-in applicant's application (empty, status None, before the first step is saved). */
    getOwn: (caller: TRequestUser, locale: TApiLocale) => view(deps.db, caller.userId, locale),

    /** Saves one step as a draft: limits hold, empty fields may wait until the submission. */
    saveStep(caller: TRequestUser, input: TSaveApplicationStep, locale: TApiLocale) {
      return deps.withTransaction((tx) =>
        tx.counselorApplications.saveStepInTransaction(caller, input, locale),
      );
    },

    /** saveStep's work, on services bound to the caller's transaction. */
    async saveStepInTransaction(caller: TRequestUser, input: TSaveApplicationStep, locale: TApiLocale) {
      {
        const db = deps.db;
        const row = await repo.ensureApplication(db, caller.userId, deps.now());
        assertEditable(row);
        await checkFiles(caller.userId, {
          ...emptyAnswers,
          [input.step]: input.data,
        } as TCounselorApplicationAnswers);
        if (input.step === 'personalInfo') {
          const { bankAccountNumber, ...rest } = input.data;
          await repo.saveStep(db, row.id, 'personalInfo', rest, {
            bankAccountNumber: bankAccountNumber
              ? deps.cipher.encrypt(bankAccountNumber, repo.bankAccountContext(row.id))
              : null,
            now: deps.now(),
          });
        } else {
          await repo.saveStep(db, row.id, input.step, input.data, { now: deps.now() });
        }
        return view(db, caller.userId, locale);
      }
    },

    /**
     * Sends the application for review: every step must pass the submission's checks (each failing
     * field named), every file must be the applicant's. Experts get mail 11.
     */
    submit(caller: TRequestUser, locale: TApiLocale, actor: TAuditActor) {
      return deps.withTransaction((tx) =>
        tx.counselorApplications.submitInTransaction(tx, caller, locale, actor),
      );
    },

    /** submit's work, on services bound to the caller's transaction. */
    async submitInTransaction(tx: TServices, caller: TRequestUser, locale: TApiLocale, actor: TAuditActor) {
      {
        const db = deps.db;
        const row = await repo.findByApplicant(db, caller.userId, { forUpdate: true });
        if (!row) throw fieldsError([{ path: ['personalInfo'], message: 'validation.required' }]);
        assertEditable(row);
        const answers = answersOf(row);
        const failures: { path: (string | number)[]; message: string }[] = [];
        for (const step of counselorApplicationSteps) {
          const parsed = submitStepSchemas[step].safeParse(answers[step] ?? emptyApplicationSteps[step]);
          if (!parsed.success)
            for (const issue of parsed.error.issues)
              failures.push({
                path: [step, ...issue.path.map((key) => (typeof key === 'symbol' ? '' : key))],
                message: issue.message,
              });
        }
        if (failures.length > 0) throw fieldsError(failures);
        await checkFiles(caller.userId, answers);
        const now = deps.now();
        await repo.setStatus(db, row.id, ApplyStatus.Applying, { now, submittedAt: now });
        await tx.accounts.setApplyCounselorStatus(caller.userId, ApplyStatus.Applying, now);
        const name = answers.personalInfo?.name ?? '';
        await tx.mail.sendMail({
          userId: caller.userId,
          type: MailType.CounselorApply,
          message: mailText('application.applied'),
          link: '/applycounselorstep',
        });
        for (const expertId of await tx.accounts.listExpertIds()) {
          await tx.mail.sendMail({
            userId: expertId,
            type: MailType.CounselorApply,
            message: mailText('application.newApplication', { name }),
            link: '/expert/applicationlist',
          });
        }
        await recordAudit(db, {
          actor,
          action: 'application.submitted',
          subjectType: APPLICATION_SUBJECT,
          subjectId: row.id,
          details: { resubmission: row.status === ApplyStatus.Rejected },
          at: now,
        });
        return view(db, caller.userId, locale);
      }
    },

    /** The experts' review list: applications waiting for a decision with every detail, oldest first. */
    async listPending(locale: TApiLocale): Promise<TPendingApplication[]> {
      const rows = await repo.listApplying(deps.db);
      const applicants = await deps.accounts.findUserSummaries(rows.map((row) => row.applicantId));
      const decisions = await decisionsOf(
        deps.db,
        rows.map((row) => row.id),
      );
      const result: TPendingApplication[] = [];
      for (const row of rows) {
        const applicant = applicants.get(row.applicantId);
        // Applying rows always carry a submission time (check counselor_applications_submitted).
        if (!row.submittedAt) throw new Error(`application ${row.id} is applying but was never submitted`);
        const answers = answersOf(row);
        result.push({
          id: row.id,
          status: row.status,
          submittedAt: row.submittedAt.toISOString(),
          applicant: {
            id: row.applicantId,
            nickName: applicant?.nickname ?? '',
            email: applicant?.email ?? '',
          },
          answers,
          files: await filesFor(row.applicantId, answers, locale),
          decisions: decisions.get(row.id) ?? [],
        });
      }
      return result;
    },

    /**
     * Approves, in one transaction: the applicant's bookings as a client are cancelled and refunded,
     * their stored value moves to their counselor account, the account becomes a counselor with a
     * profile made from the résumé (verified when the phone already is), the decision is recorded,
     * mails 16 (applicant) and 12 (the expert) are queued, and the audit trail says who and when.
     */
    async approve(caller: TRequestUser, id: string, actor: TAuditActor) {
      // The headshot becomes the public profile picture: copied before the transaction (a file).
      const before = await repo.findById(deps.db, id);
      const headshotId = before ? answersOf(before).personalInfo?.headshot : null;
      let coverImagePath: string | null = null;
      if (before && headshotId) {
        const upload = (await deps.uploads.findOwned(before.applicantId, [headshotId])).get(headshotId);
        if (upload) {
          const stored = await deps.covers.store(await readFile(deps.uploads.pathOf(upload)), {
            maxWidth: 800,
          });
          coverImagePath = stored.path;
        }
      }
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const { row, applicant, name } = await lockWaiting(tx, caller, id);
        if (applicant.role !== Role.Client)
          throw new AppError(ErrorCode.Conflict, { internal: `applicant of ${id} is a ${applicant.role}` });
        const now = deps.now();
        const answers = answersOf(row);

        const canceled = await tx.courses.cancelClientBookings({
          clientId: row.applicantId,
          reason: mailText('application.cancelReason'),
          actor,
        });
        for (const course of canceled) {
          await tx.mail.sendMail({
            userId: course.counselorId,
            type: MailType.CancelCourse,
            message: mailText('application.bookingCanceled'),
            link: '/counselor/calendar',
          });
        }
        const { reservedAmount } = await tx.ledger.balances(row.applicantId);
        if (reservedAmount > 0) {
          await tx.ledger.post({
            idempotencyKey: `approval-balance:${row.id}`,
            reason: LedgerReason.ApprovalBalanceMove,
            referenceId: row.id,
            postings: [
              { account: ledgerAccount.storedValue(row.applicantId), amount: -reservedAmount },
              { account: ledgerAccount.counselorEarnings(row.applicantId), amount: reservedAmount },
            ],
          });
        }
        const verified = applicant.phoneVerifiedAt !== null;
        const info = answers.personalInfo;
        const questionnaire = answers.questionnaire;
        await tx.accounts.promoteToCounselor(
          row.applicantId,
          {
            fullName: info?.name || applicant.nickname,
            address: info?.address ?? null,
            lineId: info?.lineId || null,
            aboutMe: info?.aboutMe ?? null,
            gender: info?.gender ?? null,
            serviceLength: questionnaire?.serviceLength ?? null,
            // The settings page's service, personal-consultation and free-trial groups start from the answers.
            ...serviceSettingsOf(questionnaire),
            customSpecialty: questionnaire?.customSpecialty || null,
            customAdviceStyle: questionnaire?.adviceStyle || null,
            // What the public page shows: ranked specialties, languages and the résumé's public part.
            specialties: [
              ...new Set([
                ...(questionnaire?.specialties.first ?? []),
                ...(questionnaire?.specialties.second ?? []),
                ...(questionnaire?.specialties.third ?? []),
              ]),
            ],
            languages: questionnaire?.languages.value ?? [],
            otherLanguage: questionnaire?.languages.value.includes('other')
              ? questionnaire.languages.other
              : '',
            educations: (answers.education?.entries ?? []).map(
              ({ school, department, degree, start, end, graduated }) => ({
                school,
                department,
                degree,
                start,
                end,
                graduated,
              }),
            ),
            experiences: (answers.experience?.entries ?? []).map(
              ({ company, department, position, start, end, working }) => ({
                company,
                department,
                position,
                start,
                end,
                working,
              }),
            ),
            counselorOrganization: answers.counselorOrganization?.guild || null,
            verifyStatus: verified ? VerifyStatus.Verified : VerifyStatus.NotVerified,
          },
          {
            coverImagePath,
            applyCounselorStatus: verified ? ApplyStatus.Complete : ApplyStatus.Approved,
            at: now,
          },
        );
        // A submitted application has every licence complete; a draft's empty choice cannot reach here.
        await tx.licenseChanges.adoptApplicationLicenses(
          row.applicantId,
          (answers.licenses?.licenses ?? []).flatMap(
            ({ name, issuer, number, effectiveDate, licenseType, front, back }) =>
              licenseType === null ? [] : [{ name, issuer, number, effectiveDate, licenseType, front, back }],
          ),
        );
        await repo.setStatus(db, row.id, ApplyStatus.Approved, { now });
        await recordDecision(tx, {
          row,
          caller,
          actor,
          now,
          decision: 'approved',
          comment: '',
          toApplicant: {
            type: MailType.CounselorApplyAccepted,
            message: mailText('application.accepted'),
            link: verified ? '/counselor' : '/verifyphonesingle',
          },
          toExpert: {
            type: MailType.ApproveResultToExpert,
            message: mailText('application.acceptedByYou', { name }),
          },
          details: {
            canceledCourses: canceled.length,
            refundedPoints: canceled.reduce((sum, course) => sum + course.refundedPoints, 0),
            movedPoints: reservedAmount,
          },
        });
        return { id: row.id, status: ApplyStatus.Approved };
      });
    },

    /** Rejects with the expert's comment (required): the applicant may revise and resubmit. */
    async reject(caller: TRequestUser, id: string, comment: string, actor: TAuditActor) {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const { row, name } = await lockWaiting(tx, caller, id);
        const now = deps.now();
        await repo.setStatus(db, row.id, ApplyStatus.Rejected, { now });
        await tx.accounts.setApplyCounselorStatus(row.applicantId, ApplyStatus.Rejected, now);
        await recordDecision(tx, {
          row,
          caller,
          actor,
          now,
          decision: 'rejected',
          comment,
          toApplicant: {
            type: MailType.CounselorApplyRejected,
            message: mailText('application.rejected', { comment }),
            link: '/reviseapplication',
          },
          toExpert: {
            type: MailType.RejectResultToExpert,
            message: mailText('application.rejectedByYou', { name }),
          },
          details: { comment },
        });
        return { id: row.id, status: ApplyStatus.Rejected };
      });
    },

    /** Brings stored bank account numbers under the active key (plaintext, or an older key). */
    async reencryptStoredFields(): Promise<number> {
      return repo.reencryptBankAccounts(deps.db, deps.cipher);
    },
  };
}

const emptyAnswers: TCounselorApplicationAnswers = {
  personalInfo: null,
  education: null,
  experience: null,
  counselorOrganization: null,
  licenses: null,
  questionnaire: null,
};

/** Session types, personal-consultation price and acceptance, and free trials, as the applicant answered. */
function serviceSettingsOf(
  questionnaire:
    | {
        serviceTypes: readonly string[];
        price: number | null;
        acceptsPersonalConsultation: boolean;
        acceptsFreeTrial: boolean;
      }
    | null
    | undefined,
) {
  if (!questionnaire) return {};
  const types = questionnaire.serviceTypes;
  return {
    // At least one type is on (the database holds to it): none answered keeps both.
    ...(types.length > 0
      ? { offersVoice: types.includes('voice'), offersVideo: types.includes('video') }
      : {}),
    customConsultationPrice: questionnaire.price,
    acceptsCustomConsultation: questionnaire.acceptsPersonalConsultation && questionnaire.price !== null,
    acceptsFreeTrial: questionnaire.acceptsFreeTrial,
  };
}
