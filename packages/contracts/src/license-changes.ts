import { z } from 'zod';
import { LicenseReviewStatus, LicenseType } from './enums.ts';
import { ZUploadSchema } from './uploads.ts';

/** How long a counselor's licence may have left before experts see it and the counselor is reminded. */
export const LICENSE_EXPIRY_WARNING_DAYS = 30;
/** The most licences one counselor lists. */
export const MAX_LICENSES = 10;
export const LICENSE_FIELD_LIMITS = { text: 100, reason: 1000 } as const;

/** A licence as a counselor declares it (domain spec §3); its images come with uploads. */
export const ZLicenseSchema = z.object({
  name: z.string(),
  issuer: z.string(),
  number: z.string(),
  /** The date it was obtained or took effect, yyyy-MM-dd. */
  effectiveDate: z.iso.date(),
  /** The last day it is valid, yyyy-MM-dd; null for a licence recorded before expiry dates were asked. */
  expiresOn: z.iso.date().nullable().default(null),
  licenseType: z.enum(LicenseType),
  /**
   * The uploads (purposes licenseFront and licenseBack) showing the licence's two sides; null when
   * none was given, as for licences recorded before images were kept with changes.
   */
  front: z.uuid().nullable().default(null),
  back: z.uuid().nullable().default(null),
});
export type TLicense = z.output<typeof ZLicenseSchema>;

const licenseText = z
  .string()
  .trim()
  .min(1, 'validation.license_text')
  .max(LICENSE_FIELD_LIMITS.text, 'validation.license_text');

/** One licence as the counselor writes it in account settings: every field, an expiry after the start. */
export const ZLicenseInputSchema = z
  .object({
    name: licenseText,
    issuer: licenseText,
    number: licenseText,
    effectiveDate: z.iso.date('validation.date'),
    expiresOn: z.iso.date('validation.date'),
    licenseType: z.enum(LicenseType),
    /** The counselor's own uploads of the licence's front and back (see POST /Upload). */
    front: z.uuid('validation.upload_owner').nullable().default(null),
    back: z.uuid('validation.upload_owner').nullable().default(null),
  })
  .superRefine((license, context) => {
    if (license.expiresOn <= license.effectiveDate)
      context.addIssue({ code: 'custom', path: ['expiresOn'], message: 'validation.license_expires_on' });
  });
export type TLicenseInput = z.input<typeof ZLicenseInputSchema>;

/** PUT /api/{locale}/Counselor/License: the licences as the counselor wants them to read. */
export const ZLicenseChangeSubmitSchema = z.object({
  licenses: z
    .array(ZLicenseInputSchema)
    .min(1, 'validation.license_count')
    .max(MAX_LICENSES, 'validation.license_count'),
});
export type TLicenseChangeSubmit = z.input<typeof ZLicenseChangeSubmitSchema>;

/** POST /api/{locale}/Counselor/License/{id}/Review: a reason is required when not accepted. */
export const ZLicenseReviewSchema = z
  .object({
    accepted: z.boolean(),
    reason: z.string().trim().max(LICENSE_FIELD_LIMITS.reason, 'validation.license_reason').default(''),
  })
  .superRefine((review, context) => {
    if (!review.accepted && review.reason.length === 0)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'validation.license_reason' });
  });
export type TLicenseReview = z.input<typeof ZLicenseReviewSchema>;

export const ZLicenseChangeParamsSchema = z.object({ id: z.uuid() });

/** A counselor's request to change their licences, in the experts' review list. */
export const ZPendingLicenseChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(LicenseReviewStatus),
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  /** The licences as the counselor wants them to read. */
  licenses: z.array(ZLicenseSchema),
  /** The counselor's accepted licences now, to compare with. */
  current: z.array(ZLicenseSchema),
  /** The licence images both lists name, by upload id, with links the expert may open. */
  files: z.record(z.string(), ZUploadSchema),
});
export type TPendingLicenseChange = z.infer<typeof ZPendingLicenseChangeSchema>;

/** The answer to a review. */
export const ZLicenseReviewResultSchema = z.object({ id: z.uuid(), status: z.enum(LicenseReviewStatus) });
export type TLicenseReviewResult = z.infer<typeof ZLicenseReviewResultSchema>;

/** A counselor's latest request, as they see it in account settings. */
export const ZOwnLicenseChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(LicenseReviewStatus),
  createdAt: z.iso.datetime(),
  /** When an expert decided; null while under review (or discarded by a newer request). */
  reviewedAt: z.iso.datetime().nullable(),
  /** Why it was not accepted; null otherwise. */
  reason: z.string().nullable(),
  licenses: z.array(ZLicenseSchema),
});
export type TOwnLicenseChange = z.infer<typeof ZOwnLicenseChangeSchema>;

/** GET /api/{locale}/Counselor/License: the accepted licences and the latest request. */
export const ZOwnLicensesSchema = z.object({
  licenses: z.array(ZLicenseSchema),
  request: ZOwnLicenseChangeSchema.nullable(),
  /** The licence images both name, by upload id, with links the counselor may open. */
  files: z.record(z.string(), ZUploadSchema),
});
export type TOwnLicenses = z.infer<typeof ZOwnLicensesSchema>;

/** GET /api/{locale}/Counselor/ExpiringLicenseList (experts): accepted licences ending within 30 days. */
export const ZExpiringLicenseSchema = z.object({
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  name: z.string(),
  number: z.string(),
  licenseType: z.enum(LicenseType),
  expiresOn: z.iso.date(),
  /** Days from today (Taiwan) to the expiry day; 0 on the day itself, negative once past. */
  daysLeft: z.number().int(),
});
export type TExpiringLicense = z.infer<typeof ZExpiringLicenseSchema>;

/** What the public page shows of an accepted licence: no number, marked verified by the platform. */
export const ZPublicLicenseSchema = z.object({
  name: z.string(),
  issuer: z.string(),
  licenseType: z.enum(LicenseType),
  effectiveDate: z.iso.date(),
  expiresOn: z.iso.date().nullable(),
  verified: z.literal(true),
});
export type TPublicLicense = z.infer<typeof ZPublicLicenseSchema>;
