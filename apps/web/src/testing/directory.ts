import {
  ZCounselorDetailSchema,
  ZPublicCounselorSchema,
  type TCounselorDetail,
  type TPublicCounselor,
} from '@app/contracts/counselors';
import { CourseLength } from '@app/contracts/enums';
import { ZPublicIssueCourseDetailSchema, type TPublicIssueCourseDetail } from '@app/contracts/issue-courses';

/** A counselor of the directory as the API answers, shaped like counselor1, checked against the contract. */
export function publicCounselor(overrides: Partial<TPublicCounselor> = {}): TPublicCounselor {
  return ZPublicCounselorSchema.parse({
    id: 'c0a80101-0000-4000-8000-000000000001',
    fullName: '陳怡君',
    coverImage: { path: null },
    aboutMe: null,
    serviceLength: null,
    customSpecialty: null,
    counselorOrganization: null,
    gender: 'female',
    feedbackCount: 0,
    averageGrade: 0,
    acceptsFreeTrial: true,
    ...overrides,
  });
}

/** A counselor's page as the API answers: the public profile, nothing on the résumé, no ratings or licences yet. */
export function counselorDetail(overrides: Partial<TCounselorDetail> = {}): TCounselorDetail {
  return ZCounselorDetailSchema.parse({
    ...publicCounselor(),
    specialties: [],
    languages: [],
    otherLanguage: '',
    priceRange: null,
    nextAvailableAt: null,
    customAdviceStyle: null,
    educations: [],
    experiences: [],
    recentFeedback: [],
    licenses: [],
    customConsultationPrice: null,
    ...overrides,
  });
}

/** A published topic's detail as the API answers, with its counselor, checked against the contract. */
export function topicDetail(overrides: Partial<TPublicIssueCourseDetail> = {}): TPublicIssueCourseDetail {
  return ZPublicIssueCourseDetailSchema.parse({
    id: '5d4c3b2a-0000-4000-8000-000000000001',
    title: '告別焦慮',
    category: 'anxiety',
    length: CourseLength.SixtyMinutes,
    price: 2400,
    targetAudience: null,
    description: null,
    detail: null,
    keywords: '',
    coverVideoId: null,
    coverImage: null,
    counselor: publicCounselor(),
    ...overrides,
  });
}
