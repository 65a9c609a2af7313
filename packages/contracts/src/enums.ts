/** Enumerations with the spec's numeric codes (domain spec §4). */

export const Role = { Client: 'client', Counselor: 'counselor', Expert: 'expert' } as const;
export type TRole = (typeof Role)[keyof typeof Role];
export const roles = [Role.Client, Role.Counselor, Role.Expert] as const;

export const GrantType = {
  Custom: 0,
  Facebook: 1,
  GooglePlus: 2,
  Weibo: 3,
  Apple: 4,
  RefreshToken: 9,
} as const;
export type TGrantType = (typeof GrantType)[keyof typeof GrantType];

export const FreeCourseStatus = {
  None: 0,
  Notified: 1,
  PhoneComplete: 2,
  QuestionnaireComplete: 3,
  AllComplete: 4,
} as const;
export type TFreeCourseStatus = (typeof FreeCourseStatus)[keyof typeof FreeCourseStatus];

export const ApplyStatus = { None: 0, Applying: 1, Rejected: 2, Approved: 3, Complete: 4 } as const;
export type TApplyStatus = (typeof ApplyStatus)[keyof typeof ApplyStatus];

export const VerifyStatus = { NotVerified: 0, Verified: 1 } as const;
export type TVerifyStatus = (typeof VerifyStatus)[keyof typeof VerifyStatus];

export const ServiceLength = { OneToThreeYears: 0, ThreeToTenYears: 1, OverTenYears: 2, OverTwentyYears: 3 } as const;
export type TServiceLength = (typeof ServiceLength)[keyof typeof ServiceLength];
