import { z } from 'zod';
import { genders, serviceTypes } from './enums.ts';

/** Profiles of shell spec §3; reservedAmount and bonusAmount come from the ledger (0 until it exists). */
const ZNotifyFlagsSchema = z.object({
  useEmailCourseNotifyOneDay: z.boolean(),
  useEmailCourseNotifyOneHour: z.boolean(),
  useEmailCourseNotifyTenMinutes: z.boolean(),
  useFCMCourseNotifyOneDay: z.boolean(),
  useFCMCourseNotifyOneHour: z.boolean(),
  useFCMCourseNotifyTenMinutes: z.boolean(),
});

/** The second address course reminders are also mailed to (null: none). */
const ZAnotherEmailFieldSchema = z.object({ anotherEmail: z.string().nullable() });

export const ZCoverImageSchema = z.object({ id: z.string().nullable(), path: z.string().nullable() });

export const ZClientProfileSchema = ZNotifyFlagsSchema.extend(ZAnotherEmailFieldSchema.shape).extend({
  nickName: z.string(),
  email: z.string(),
  coverImage: ZCoverImageSchema,
  /** The emergency contact, decrypted for the client themselves (each read is audited). */
  basicInfo: z.object({
    emergencyPhone: z.string().nullable(),
    emergencyContactName: z.string().nullable(),
    emergencyContactRelation: z.string().nullable(),
  }),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  freeCourseStatus: z.number().int(),
  /** Free trials the client may book now ("trial quota count"): 1 after the steps, 0 once booked. */
  freeCourseQuota: z.number().int(),
  clientApplyCounselorStatus: z.number().int(),
  userAccount: z.string(),
  reservedAmount: z.number().int(),
  bonusAmount: z.number().int(),
});
export type TClientProfile = z.infer<typeof ZClientProfileSchema>;

export const ZCounselorProfileSchema = ZNotifyFlagsSchema.extend(ZAnotherEmailFieldSchema.shape).extend({
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
  gender: z.enum(genders).nullable(),
  serviceTypes: z.array(z.enum(serviceTypes)),
  acceptsCustomConsultation: z.boolean(),
  customConsultationPrice: z.number().int().nullable(),
  acceptsFreeTrial: z.boolean(),
  userAccount: z.string(),
  feedbackCount: z.number().int(),
  averageGrade: z.number(),
});
export type TCounselorProfile = z.infer<typeof ZCounselorProfileSchema>;

/**
 * PUT /api/{locale}/User/NotificationSetting: the six course-reminder flags, every one given, and
 * optionally the alternate address reminders are also mailed to (empty or null removes it; left
 * out, it stays as it is).
 */
export const ZNotificationSettingSchema = ZNotifyFlagsSchema.extend({
  anotherEmail: z
    .union([
      z.literal(''),
      z
        .string('validation.another_email')
        .trim()
        .toLowerCase()
        .max(254, 'validation.another_email')
        .pipe(z.email('validation.another_email')),
    ])
    .nullable()
    .optional(),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSettingSchema>;

/** The booking lead times a counselor chooses from, in hours (canReserveAfter). */
export const CAN_RESERVE_AFTER_HOURS = [4, 8, 24, 48, 72] as const;

/** PUT /api/{locale}/Counselor/AppointmentSetting: how long before a session it may be booked at the latest. */
export const ZAppointmentSettingSchema = z.object({
  canReserveAfter: z
    .number('validation.can_reserve_after')
    .refine(
      (hours) => (CAN_RESERVE_AFTER_HOURS as readonly number[]).includes(hours),
      'validation.can_reserve_after',
    ),
});
export type TAppointmentSetting = z.infer<typeof ZAppointmentSettingSchema>;

export const ZExpertProfileSchema = z.object({ nickname: z.string(), userAccount: z.string() });
export type TExpertProfile = z.infer<typeof ZExpertProfileSchema>;
