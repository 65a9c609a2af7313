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

export const ServiceLength = {
  OneToThreeYears: 0,
  ThreeToTenYears: 1,
  OverTenYears: 2,
  OverTwentyYears: 3,
} as const;
export type TServiceLength = (typeof ServiceLength)[keyof typeof ServiceLength];

/** A person's gender as the spec lists it (stored as these words). */
export const genders = ['male', 'female', 'non-binary', 'unsure'] as const;
export type TGender = (typeof genders)[number];

/** How a session is held: by voice only, or by video. */
export const serviceTypes = ['voice', 'video'] as const;
export type TServiceType = (typeof serviceTypes)[number];

export const CourseType = { IssueCourse: 0, Treatment: 1, GroupCourse: 2, TestCourse: 3 } as const;
export type TCourseType = (typeof CourseType)[keyof typeof CourseType];

export const CourseStatus = {
  Init: 0,
  UnderProgress: 1,
  Completed: 2,
  Canceled: 3,
  /** Waitlisted. */
  Waiting: 4,
  Unpaid: 5,
} as const;
export type TCourseStatus = (typeof CourseStatus)[keyof typeof CourseStatus];

export const CourseLength = {
  SixtyMinutes: 0,
  NinetyMinutes: 1,
  ThirtyMinutes: 2,
  TwentyMinutes: 3,
  Custom: 4,
} as const;
export type TCourseLength = (typeof CourseLength)[keyof typeof CourseLength];

/**
 * Minutes a course of each length occupies in the counselor's calendar, buffer included (domain
 * spec §9: 60, 90, 35, 20, 60). Thirty minutes reads 25 + 10 here; the spec's other reading is 25 + 5.
 */
export const courseLengthTotalMinutes: Record<TCourseLength, number> = {
  [CourseLength.SixtyMinutes]: 60,
  [CourseLength.NinetyMinutes]: 90,
  [CourseLength.ThirtyMinutes]: 35,
  [CourseLength.TwentyMinutes]: 20,
  [CourseLength.Custom]: 60,
};

/** Topic (issue course) approval. */
export const IssueCourseApproveStatus = {
  Editing: 0,
  UnderReview: 1,
  Audited: 2,
  /** An approved topic whose edit waits for review. */
  EditedUnderReview: 3,
} as const;
export type TIssueCourseApproveStatus =
  (typeof IssueCourseApproveStatus)[keyof typeof IssueCourseApproveStatus];

/** How a topic was started: from one of the counselor's topics as a template, or new. */
export const CourseCreateType = { Template: 0, New: 1 } as const;
export type TCourseCreateType = (typeof CourseCreateType)[keyof typeof CourseCreateType];

/** A topic's cover: a video link or an image. */
export const CourseCoverType = { Video: 0, Image: 1 } as const;
export type TCourseCoverType = (typeof CourseCoverType)[keyof typeof CourseCoverType];

/** The spec's ReviewStatus_Course: an expert's decision on a topic. */
export const CourseReviewStatus = { Accepted: 0, NotAccepted: 1 } as const;
export type TCourseReviewStatus = (typeof CourseReviewStatus)[keyof typeof CourseReviewStatus];

/** The spec's ReviewStatus_License: a counselor's request to change their licences. */
export const LicenseReviewStatus = { Discard: 0, UnderReview: 1, Accepted: 2, NotAccepted: 3 } as const;
export type TLicenseReviewStatus = (typeof LicenseReviewStatus)[keyof typeof LicenseReviewStatus];

export const LicenseType = { CounselorLicense: 0, ProfessionalLicense: 1 } as const;
export type TLicenseType = (typeof LicenseType)[keyof typeof LicenseType];

export const DegreeType = { Master: 1, Doctor: 2, GraduateStudent: 3 } as const;
export type TDegreeType = (typeof DegreeType)[keyof typeof DegreeType];

export const PracticeRole = { Counseling: 0, Clinical: 1, Intern: 2 } as const;
export type TPracticeRole = (typeof PracticeRole)[keyof typeof PracticeRole];

export const OSType = { Windows: 0, MacOS: 1, Linux: 2, IOS: 3, Android: 4 } as const;
export type TOSType = (typeof OSType)[keyof typeof OSType];

export const BrowserType = { Chrome: 0, FireFox: 1, Safari: 2, Edge: 3, Other: 4 } as const;
export type TBrowserType = (typeof BrowserType)[keyof typeof BrowserType];

export const ReligionType = {
  None: 0,
  Buddhism: 1,
  Christianity: 2,
  Catholicism: 3,
  Islam: 4,
  Taoism: 5,
  Other: 6,
} as const;
export type TReligionType = (typeof ReligionType)[keyof typeof ReligionType];
