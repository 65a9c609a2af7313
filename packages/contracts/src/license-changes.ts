import { z } from 'zod';
import { LicenseReviewStatus, LicenseType } from './enums.ts';

/** A licence as a counselor declares it (domain spec §3); its images come with uploads. */
export const ZLicenseSchema = z.object({
  name: z.string(),
  issuer: z.string(),
  number: z.string(),
  /** The date it was obtained or took effect, yyyy-MM-dd. */
  effectiveDate: z.iso.date(),
  licenseType: z.enum(LicenseType),
});
export type TLicense = z.infer<typeof ZLicenseSchema>;

/** A counselor's request to change their licences, in the experts' review list. */
export const ZPendingLicenseChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(LicenseReviewStatus),
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  counselor: z.object({ id: z.uuid(), fullName: z.string() }),
  /** The licences as the counselor wants them to read. */
  licenses: z.array(ZLicenseSchema),
});
export type TPendingLicenseChange = z.infer<typeof ZPendingLicenseChangeSchema>;
