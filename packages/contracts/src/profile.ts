import { z } from 'zod';

/** Profiles of shell spec §3; reservedAmount and bonusAmount come from the ledger (0 until it exists). */
const ZNotifyFlagsSchema = z.object({
  useEmailCourseNotifyOneDay: z.boolean(),
  useEmailCourseNotifyOneHour: z.boolean(),
  useEmailCourseNotifyTenMinutes: z.boolean(),
  useFCMCourseNotifyOneDay: z.boolean(),
  useFCMCourseNotifyOneHour: z.boolean(),
  useFCMCourseNotifyTenMinutes: z.boolean(),
});

export const ZCoverImageSchema = z.object({ id: z.string().nullable(), path: z.string().nullable() });

export const ZClientProfileSchema = ZNotifyFlagsSchema.extend({
  nickName: z.string(),
  email: z.string(),
  coverImage: ZCoverImageSchema,
  basicInfo: z.object({ emergencyPhone: z.string().nullable() }),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  freeCourseStatus: z.number().int(),
  clientApplyCounselorStatus: z.number().int(),
  userAccount: z.string(),
  reservedAmount: z.number().int(),
  bonusAmount: z.number().int(),
});
export type TClientProfile = z.infer<typeof ZClientProfileSchema>;

export const ZCounselorProfileSchema = ZNotifyFlagsSchema.extend({
  id: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  coverImage: ZCoverImageSchema,
  serviceLength: z.number().int().nullable(),
  lineID: z.string().nullable(),
  aboutMe: z.string().nullable(),
  facebook: z.string().nullable(),
  blog: z.string().nullable(),
  customSpecialtyDetail: z.string().nullable(),
  customSpecialty: z.string().nullable(),
  customAdviceStyle: z.string().nullable(),
  experiences: z.array(z.unknown()),
  educations: z.array(z.unknown()),
  licenses: z.array(z.unknown()),
  counselorOrganization: z.string().nullable(),
  email: z.string(),
  canReserveAfter: z.number().int(),
  verifyStatus: z.number().int(),
  userAccount: z.string(),
  feedbackCount: z.number().int(),
  averageGrade: z.number(),
});
export type TCounselorProfile = z.infer<typeof ZCounselorProfileSchema>;

export const ZExpertProfileSchema = z.object({ nickname: z.string(), userAccount: z.string() });
export type TExpertProfile = z.infer<typeof ZExpertProfileSchema>;
