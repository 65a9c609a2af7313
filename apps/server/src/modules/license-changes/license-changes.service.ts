import type { TAuditSubjectType } from '@app/contracts/audit';
import { LicenseReviewStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  LICENSE_EXPIRY_WARNING_DAYS,
  type TExpiringLicense,
  type TLicense,
  type TLicenseReviewResult,
  type TOwnLicenses,
  type TPendingLicenseChange,
  type TPublicLicense,
} from '@app/contracts/license-changes';
import type { TApiLocale } from '@app/contracts/locale';
import { MailType } from '@app/contracts/mail';
import type { TUpload } from '@app/contracts/uploads';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldsError } from '../../platform/http/validation-errors.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TUploadsService } from '../uploads/uploads.service.ts';
import * as repo from './license-changes.repo.ts';

/** Mailbox texts are written in the platform's first language, like the other mails. */
const MAIL_LOCALE = 'zh-tw';
/** Audit rows about a licence change name it by this subject type. */
export const LICENSE_CHANGE_SUBJECT: TAuditSubjectType = 'license_change';

export type TLicenseChangesService = ReturnType<typeof createLicenseChangesService>;

type TLicenseRow = Awaited<ReturnType<typeof repo.listAcceptedLicenses>>[number];

function licenseOfRow(row: Omit<TLicenseRow, 'counselorId'>): TLicense {
  return {
    name: row.name,
    issuer: row.issuer,
    number: row.number,
    effectiveDate: row.effectiveDate,
    expiresOn: row.expiresOn,
    licenseType: row.licenseType,
    front: row.front,
    back: row.back,
  };
}

/** Requests stored before expiry dates or images were asked lack the fields: they read as null. */
function storedLicense(license: TLicense): TLicense {
  return {
    ...license,
    expiresOn: license.expiresOn ?? null,
    front: license.front ?? null,
    back: license.back ?? null,
  };
}

/** The licence images a list names, with the purpose each must have been uploaded for. */
function imagesOf(licenses: Pick<TLicense, 'front' | 'back'>[]) {
  return licenses.flatMap((license, index) =>
    (['front', 'back'] as const).flatMap((side) => {
      const id = license[side];
      return id === null
        ? []
        : [{ id, path: ['licenses', index, side], purpose: LICENSE_IMAGE_PURPOSE[side] }];
    }),
  );
}

const LICENSE_IMAGE_PURPOSE = { front: 'licenseFront', back: 'licenseBack' } as const;

/**
 * The last day a counselor is licensed: the latest expiry of their licences, or null when one has
 * none recorded (or there are none), which never lapses.
 */
export function licensedUntil(licenses: Pick<TLicense, 'expiresOn'>[]): string | null {
  let until: string | null = null;
  for (const { expiresOn } of licenses) {
    if (expiresOn === null) return null;
    if (until === null || expiresOn > until) until = expiresOn;
  }
  return until;
}

/** Counselors' requests to change their licences, their review by experts, and licence expiry. */
export function createLicenseChangesService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'findUserSummaries' | 'findActiveExpertIds' | 'setLicensedUntil'>;
  uploads: Pick<TUploadsService, 'findOwned' | 'describe'>;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  const mailText = translator(MAIL_LOCALE, 'accounts');

  const acceptedByCounselor = async (db: DbOrTx, counselorIds: string[]) => {
    const rows = await repo.listAcceptedLicenses(db, counselorIds);
    const byCounselor = new Map<string, TLicense[]>();
    for (const row of rows) {
      const list = byCounselor.get(row.counselorId) ?? [];
      list.push(licenseOfRow(row));
      byCounselor.set(row.counselorId, list);
    }
    return byCounselor;
  };

  /** The counselor's images among these licences, each with a link for a while. */
  const filesOf = async (
    counselorId: string,
    licenses: TLicense[],
    locale: TApiLocale,
  ): Promise<Record<string, TUpload>> => {
    const owned = await deps.uploads.findOwned(
      counselorId,
      imagesOf(licenses).map((image) => image.id),
    );
    return Object.fromEntries([...owned.values()].map((row) => [row.id, deps.uploads.describe(row, locale)]));
  };

  /** The counselor's accepted licences and their latest request (its status and any reason). */
  const getOwn = async (counselorId: string, locale: TApiLocale): Promise<TOwnLicenses> => {
    const [current, latest] = await Promise.all([
      acceptedByCounselor(deps.db, [counselorId]),
      repo.findLatestRequest(deps.db, counselorId),
    ]);
    const licenses = current.get(counselorId) ?? [];
    const requested = latest?.licenses.map(storedLicense) ?? [];
    return {
      licenses,
      files: await filesOf(counselorId, [...licenses, ...requested], locale),
      request: latest
        ? {
            id: latest.id,
            status: latest.status,
            createdAt: latest.createdAt.toISOString(),
            reviewedAt: latest.reviewedAt?.toISOString() ?? null,
            reason: latest.reason,
            licenses: requested,
          }
        : null,
    };
  };

  return {
    /**
     * An approved application's licences become the counselor's accepted ones. The application
     * asks no expiry date, so they never lapse until a change request with dates is accepted.
     */
    async adoptApplicationLicenses(counselorId: string, licenses: Omit<TLicense, 'expiresOn'>[]) {
      const adopted = licenses.map((license) => ({ ...license, expiresOn: null }));
      await repo.replaceAcceptedLicenses(deps.db, counselorId, adopted, null);
      await deps.accounts.setLicensedUntil(counselorId, licensedUntil(adopted));
    },

    /** The experts' review list: requests under review, oldest first, beside the licences now. */
    async listPending(locale: TApiLocale): Promise<TPendingLicenseChange[]> {
      const rows = await repo.listUnderReview(deps.db);
      const ids = rows.map((row) => row.counselorId);
      const [counselors, current] = await Promise.all([
        deps.accounts.findUserSummaries(ids),
        acceptedByCounselor(deps.db, ids),
      ]);
      return Promise.all(
        rows.map(async (row) => {
          const licenses = row.licenses.map(storedLicense);
          const now = current.get(row.counselorId) ?? [];
          return {
            id: row.id,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
            // The counselor always has a profile: the foreign key sees to it.
            counselor: { id: row.counselorId, fullName: counselors.get(row.counselorId)?.fullName ?? '' },
            licenses,
            current: now,
            files: await filesOf(row.counselorId, [...licenses, ...now], locale),
          };
        }),
      );
    },

    getOwn,

    /**
     * The counselor asks for their licences to read as given: a new request under review (one
     * under review already is discarded), and every active expert gets mail 19.
     */
    async submit(
      counselorId: string,
      licenses: TLicense[],
      actor: TAuditActor,
      locale: TApiLocale,
    ): Promise<TOwnLicenses> {
      // Every image named must be the counselor's own upload of that side.
      const images = imagesOf(licenses);
      const owned = await deps.uploads.findOwned(
        counselorId,
        images.map((image) => image.id),
      );
      const wrong = images.filter((image) => owned.get(image.id)?.purpose !== image.purpose);
      if (wrong.length > 0)
        throw fieldsError(wrong.map((image) => ({ path: image.path, message: 'validation.upload_owner' })));
      await deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const at = deps.now();
        await repo.discardUnderReview(db, counselorId, at);
        const id = await repo.insertRequest(db, {
          counselorId,
          licenses,
          at,
        });
        await recordAudit(db, {
          actor,
          action: 'license_change.submitted',
          subjectType: LICENSE_CHANGE_SUBJECT,
          subjectId: id,
          details: { counselorId, licenseCount: licenses.length },
          at,
        });
        const [counselors, experts] = await Promise.all([
          tx.accounts.findUserSummaries([counselorId]),
          tx.accounts.findActiveExpertIds(),
        ]);
        const name = counselors.get(counselorId)?.fullName ?? '';
        for (const expertId of experts) {
          await tx.mail.sendMail({
            userId: expertId,
            type: MailType.ReviewCounselorLicense,
            message: mailText('licenseChange.submitted', { name }),
            link: '/expert/reviewlicense',
          });
        }
      });
      return getOwn(counselorId, locale);
    },

    /**
     * An expert's decision. Accepting makes the request's licences the counselor's (shown as
     * verified); not accepting keeps the licences and tells the counselor why. Either way the
     * counselor gets mail 20 and the trail a row.
     */
    async review(
      actor: TAuditActor & { userId: string },
      id: string,
      decision: { accepted: boolean; reason: string },
    ): Promise<TLicenseReviewResult> {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const request = await repo.findRequest(db, id, { forUpdate: true });
        if (!request) throw new AppError(ErrorCode.NotFound, { internal: `licence change ${id} not found` });
        // Nobody reviews their own licences (an account's role could have changed since it asked).
        if (request.counselorId === actor.userId)
          throw new AppError(ErrorCode.Forbidden, { internal: `own licence change ${id}` });
        if (request.status !== LicenseReviewStatus.UnderReview)
          throw new AppError(ErrorCode.LicenseChangeNotUnderReview, {
            internal: `licence change ${id} has status ${request.status}`,
          });
        const at = deps.now();
        const status = decision.accepted ? LicenseReviewStatus.Accepted : LicenseReviewStatus.NotAccepted;
        const reason = decision.accepted ? null : decision.reason;
        await repo.decideRequest(db, id, { status, reviewedBy: actor.userId, reason, at });
        if (decision.accepted) {
          const licenses = request.licenses.map(storedLicense);
          await repo.replaceAcceptedLicenses(db, request.counselorId, licenses, id);
          await tx.accounts.setLicensedUntil(request.counselorId, licensedUntil(licenses));
        }
        await recordAudit(db, {
          actor,
          action: decision.accepted ? 'license_change.accepted' : 'license_change.not_accepted',
          subjectType: LICENSE_CHANGE_SUBJECT,
          subjectId: id,
          details: {
            counselorId: request.counselorId,
            licenseCount: request.licenses.length,
            ...(reason === null ? {} : { reason }),
          },
          at,
        });
        await tx.mail.sendMail({
          userId: request.counselorId,
          type: MailType.ReviewCounselorLicenseResult,
          message: decision.accepted
            ? mailText('licenseChange.accepted')
            : mailText('licenseChange.notAccepted', { reason: reason ?? '' }),
          link: '/user/accountsetting?tab=licenses',
        });
        return { id, status };
      });
    },

    /** What a counselor's public page shows: the accepted licences, each marked verified. */
    async publicLicenses(counselorId: string): Promise<TPublicLicense[]> {
      const rows = await repo.listAcceptedLicenses(deps.db, [counselorId]);
      return rows.map((row) => ({
        name: row.name,
        issuer: row.issuer,
        licenseType: row.licenseType,
        effectiveDate: row.effectiveDate,
        expiresOn: row.expiresOn,
        verified: true as const,
      }));
    },

    /** Accepted licences expiring within 30 days (Taiwan dates), and those already past, soonest first. */
    async listExpiring(): Promise<TExpiringLicense[]> {
      const now = deps.now();
      const today = repo.taiwanDate(now);
      const rows = await repo.listExpiringBy(deps.db, repo.taiwanDate(now, LICENSE_EXPIRY_WARNING_DAYS));
      const counselors = await deps.accounts.findUserSummaries(rows.map((row) => row.counselorId));
      return rows.map((row) => {
        // Listed rows have an expiry day: the query asks for one.
        const expiresOn = row.expiresOn ?? today;
        return {
          counselor: { id: row.counselorId, fullName: counselors.get(row.counselorId)?.fullName ?? '' },
          name: row.name,
          number: row.number,
          licenseType: row.licenseType,
          expiresOn,
          daysLeft: repo.daysBetween(today, expiresOn),
        };
      });
    },

    /**
     * Reminds each counselor once of every licence that expires within 30 days. A run missed is
     * made up by the next; each reminder is marked in the transaction that queues its mail.
     * Answers how many reminders went out.
     */
    async sendExpiryReminders(): Promise<number> {
      const now = deps.now();
      const today = repo.taiwanDate(now);
      const due = await repo.listUnremindedExpiring(
        deps.db,
        today,
        repo.taiwanDate(now, LICENSE_EXPIRY_WARNING_DAYS),
      );
      let sent = 0;
      for (const license of due) {
        const reminded = await deps.withTransaction(async (tx) => {
          if (!(await repo.markReminded(tx.unit.db, license.id, today))) return false;
          await tx.mail.sendMail({
            userId: license.counselorId,
            type: MailType.ReviewCounselorLicenseResult,
            message: mailText('licenseChange.expiring', {
              name: license.name,
              date: license.expiresOn ?? '',
            }),
            link: '/user/accountsetting?tab=licenses',
          });
          return true;
        });
        if (reminded) sent += 1;
      }
      return sent;
    },
  };
}
