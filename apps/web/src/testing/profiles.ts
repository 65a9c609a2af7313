import {
  ZClientProfileSchema,
  ZCounselorProfileSchema,
  ZExpertProfileSchema,
  type TClientProfile,
  type TCounselorProfile,
  type TExpertProfile,
} from '@app/contracts/profile';

const notifyFlags = {
  useEmailCourseNotifyOneDay: true,
  useEmailCourseNotifyOneHour: true,
  useEmailCourseNotifyTenMinutes: false,
  useFCMCourseNotifyOneDay: false,
  useFCMCourseNotifyOneHour: false,
  useFCMCourseNotifyTenMinutes: false,
  anotherEmail: null,
};

/** Profiles as the API answers them, shaped like the demo accounts, checked against the contract. */
export function clientProfile(overrides: Partial<TClientProfile> = {}): TClientProfile {
  return ZClientProfileSchema.parse({
    ...notifyFlags,
    nickName: '小安',
    email: 'client@demo.test',
    coverImage: { id: null, path: null },
    basicInfo: { emergencyPhone: null, emergencyContactName: null, emergencyContactRelation: null },
    phone: '+886900000201',
    phoneVerified: true,
    freeCourseStatus: 4,
    freeCourseQuota: 1,
    clientApplyCounselorStatus: 0,
    userAccount: 'client@demo.test',
    reservedAmount: 1200,
    bonusAmount: 200,
    ...overrides,
  });
}

export function counselorProfile(overrides: Partial<TCounselorProfile> = {}): TCounselorProfile {
  return ZCounselorProfileSchema.parse({
    ...notifyFlags,
    id: '7d0f5a51-7a0e-4d65-9a34-3f7e1c1c0a01',
    fullName: '林心怡',
    phone: '+886900000101',
    address: null,
    coverImage: { id: null, path: '/media/demo/counselor1.svg' },
    serviceLength: 1,
    lineID: null,
    aboutMe: null,
    facebook: null,
    blog: null,
    customSpecialtyDetail: null,
    customSpecialty: null,
    customAdviceStyle: null,
    experiences: [],
    educations: [],
    licenses: [],
    counselorOrganization: null,
    email: 'counselor1@demo.test',
    canReserveAfter: 24,
    verifyStatus: 1,
    gender: 'female',
    serviceTypes: ['voice', 'video'],
    acceptsCustomConsultation: true,
    customConsultationPrice: 2400,
    acceptsFreeTrial: true,
    userAccount: 'counselor1@demo.test',
    feedbackCount: 12,
    averageGrade: 4.26,
    ...overrides,
  });
}

export function expertProfile(overrides: Partial<TExpertProfile> = {}): TExpertProfile {
  return ZExpertProfileSchema.parse({ nickname: '陳督導', userAccount: 'expert@demo.test', ...overrides });
}
