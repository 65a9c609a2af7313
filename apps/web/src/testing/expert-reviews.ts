import { ZPendingApplicationSchema, type TPendingApplication } from '@app/contracts/counselor-applications';
import { ApplyStatus, LicenseReviewStatus, LicenseType } from '@app/contracts/enums';
import { ZPendingLicenseChangeSchema, type TPendingLicenseChange } from '@app/contracts/license-changes';

/** An application waiting in the experts' review list, as the API answers it. */
export function pendingApplication(id: string): TPendingApplication {
  return ZPendingApplicationSchema.parse({
    id,
    status: ApplyStatus.Applying,
    submittedAt: '2025-03-01T02:00:00.000Z',
    applicant: {
      id: '5b7c4f0e-3f43-4a53-9d57-0a4f4d1c2b01',
      nickName: '申請中的小芳',
      email: 'applicant@demo.test',
    },
    answers: {
      personalInfo: null,
      education: null,
      experience: null,
      counselorOrganization: null,
      licenses: null,
      questionnaire: null,
    },
    files: {},
    decisions: [],
  });
}

/** A counselor's licence change waiting for review, as the API answers it. */
/** The upload of the front of the licence a pending change asks for. */
const LICENSE_FRONT_ID = '5f4e3d2c-0000-4000-8000-0000000000f1';

export function pendingLicenseChange(id: string): TPendingLicenseChange {
  return ZPendingLicenseChangeSchema.parse({
    id,
    status: LicenseReviewStatus.UnderReview,
    createdAt: '2025-03-02T02:00:00.000Z',
    counselor: { id: '7d0f5a51-7a0e-4d65-9a34-3f7e1c1c0a01', fullName: '林心怡' },
    licenses: [
      {
        name: '諮商心理師證書',
        issuer: '衛生福利部',
        number: '諮心字第 001234 號',
        effectiveDate: '2020-07-01',
        expiresOn: '2026-06-30',
        licenseType: LicenseType.CounselorLicense,
        front: LICENSE_FRONT_ID,
      },
    ],
    current: [],
    files: {
      [LICENSE_FRONT_ID]: {
        id: LICENSE_FRONT_ID,
        url: `/api/zh-tw/Upload/${LICENSE_FRONT_ID}?expires=1893456000&signature=test`,
        purpose: 'licenseFront',
        contentType: 'image/webp',
        byteSize: 2048,
        width: 960,
        height: 600,
      },
    },
  });
}
