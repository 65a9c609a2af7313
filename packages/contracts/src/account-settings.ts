import { z } from 'zod';
import { ServiceLength, genders, serviceTypes } from './enums.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY } from './phone.ts';

/**
 * The groups of /user/accountsetting beyond notifications and the booking lead time, one call
 * each (docs/decisions.md, "Account settings: one call per group"). Text is trimmed; an empty
 * optional text is stored as null.
 */
export const ACCOUNT_SETTING_LIMITS = {
  fullName: 30,
  address: 100,
  lineId: 50,
  aboutMe: 1000,
  link: 200,
  contactName: 30,
  contactRelation: 20,
} as const;

/**
 * The personal-consultation price: points, multiples of 100; the same rule as the counselor
 * application's price (account-settings.test.ts holds them equal). Not imported from there: the
 * application's contracts would then load with this page's.
 */
export const CUSTOM_CONSULTATION_PRICE = { min: 1000, max: 100_000, step: 100 } as const;

const optionalText = (max: number) =>
  z
    .string('validation.too_long')
    .trim()
    .max(max, 'validation.too_long')
    .transform((value) => (value === '' ? null : value))
    .nullable();
const requiredText = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.too_long');

/** PUT /api/{locale}/User/PersonalInfo (counselors): the profile fields a counselor keeps up to date. */
export const ZPersonalInfoSchema = z.object({
  fullName: requiredText(ACCOUNT_SETTING_LIMITS.fullName),
  gender: z.enum(genders, 'validation.gender').nullable(),
  address: optionalText(ACCOUNT_SETTING_LIMITS.address),
  lineID: optionalText(ACCOUNT_SETTING_LIMITS.lineId),
  aboutMe: optionalText(ACCOUNT_SETTING_LIMITS.aboutMe),
  facebook: optionalText(ACCOUNT_SETTING_LIMITS.link),
  blog: optionalText(ACCOUNT_SETTING_LIMITS.link),
});
export type TPersonalInfo = z.output<typeof ZPersonalInfoSchema>;
/** The personal data as stored and answered. */
export const ZPersonalInfoAnswerSchema = z.object({
  fullName: z.string(),
  gender: z.enum(genders).nullable(),
  address: z.string().nullable(),
  lineID: z.string().nullable(),
  aboutMe: z.string().nullable(),
  facebook: z.string().nullable(),
  blog: z.string().nullable(),
});
export type TPersonalInfoInput = z.input<typeof ZPersonalInfoSchema>;

const serviceLengths = Object.values(ServiceLength) as number[];

/** PUT /api/{locale}/Counselor/ServiceSetting: years of service (tier) and how sessions are held. */
export const ZServiceSettingSchema = z.object({
  serviceLength: z
    .number('validation.service_length')
    .refine((tier) => serviceLengths.includes(tier), 'validation.service_length'),
  serviceTypes: z
    .array(z.enum(serviceTypes, 'validation.at_least_one'), 'validation.at_least_one')
    .min(1, 'validation.at_least_one')
    .max(serviceTypes.length, 'validation.limit_reached')
    .refine((types) => new Set(types).size === types.length, 'validation.at_least_one'),
});
export type TServiceSetting = z.infer<typeof ZServiceSettingSchema>;

/**
 * PUT /api/{locale}/Counselor/CustomConsultationSetting: whether clients may request a personal
 * (custom) consultation, and its price; a price is needed to accept them.
 */
export const ZCustomConsultationSettingSchema = z
  .object({
    acceptsCustomConsultation: z.boolean('validation.required'),
    customConsultationPrice: z
      .number('validation.custom_consultation_price')
      .int('validation.custom_consultation_price')
      .min(CUSTOM_CONSULTATION_PRICE.min, 'validation.custom_consultation_price')
      .max(CUSTOM_CONSULTATION_PRICE.max, 'validation.custom_consultation_price')
      .multipleOf(CUSTOM_CONSULTATION_PRICE.step, 'validation.custom_consultation_price')
      .nullable(),
  })
  .refine((setting) => !setting.acceptsCustomConsultation || setting.customConsultationPrice !== null, {
    message: 'validation.custom_consultation_price',
    path: ['customConsultationPrice'],
  });
export type TCustomConsultationSetting = z.infer<typeof ZCustomConsultationSettingSchema>;

/** PUT /api/{locale}/Counselor/FreeTrialSetting: whether the counselor takes free 20-minute trials. */
export const ZFreeTrialSettingSchema = z.object({ acceptsFreeTrial: z.boolean('validation.required') });
export type TFreeTrialSetting = z.infer<typeof ZFreeTrialSettingSchema>;

/**
 * PUT /api/{locale}/Client/EmergencyContact: someone to reach in a crisis. The phone is answered in
 * E.164; a landline is fine. Private: stored encrypted, and a read by anyone but the client is audited.
 */
export const ZEmergencyContactSchema = z.object({
  name: requiredText(ACCOUNT_SETTING_LIMITS.contactName),
  relation: requiredText(ACCOUNT_SETTING_LIMITS.contactRelation),
  phone: z
    .string('validation.phone')
    .trim()
    .min(1, 'validation.required')
    .transform((value, context) => {
      // Any valid number, landlines too: the contact is called, never sent an SMS.
      const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
      const phone = parsed?.isValid() ? parsed.number : null;
      if (phone === null) {
        context.addIssue({ code: 'custom', message: 'validation.phone' });
        return z.NEVER;
      }
      return phone;
    }),
});
export type TEmergencyContactSetting = z.output<typeof ZEmergencyContactSchema>;
/** The contact as stored and answered (phone in E.164). */
export const ZEmergencyContactAnswerSchema = z.object({
  name: z.string(),
  relation: z.string(),
  phone: z.string(),
});
export type TEmergencyContactSettingInput = z.input<typeof ZEmergencyContactSchema>;

/** The answers a client may give about themselves (domain §3 "Client"); each may be left unsaid. */
export const sexualOrientations = [
  'heterosexual',
  'homosexual',
  'bisexual',
  'asexual',
  'questioning',
  'other',
  'undisclosed',
] as const;
export const relationshipStatuses = [
  'single',
  'dating',
  'married',
  'separated',
  'divorced',
  'widowed',
  'undisclosed',
] as const;
export const workStatuses = [
  'student',
  'employed',
  'self_employed',
  'homemaker',
  'unemployed',
  'retired',
  'other',
] as const;
export const religions = [
  'none',
  'buddhism',
  'taoism',
  'folk',
  'christianity',
  'catholicism',
  'islam',
  'other',
  'undisclosed',
] as const;
export const socialMediaKinds = [
  'facebook',
  'instagram',
  'line',
  'threads',
  'x',
  'dcard',
  'ptt',
  'youtube',
  'tiktok',
  'other',
] as const;
export const priorTreatments = ['none', 'counseling', 'psychiatry', 'both'] as const;

export const CLIENT_PERSONAL_LIMITS = { name: 20, address: 100, aboutMe: 1000 } as const;

const listedChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices, 'validation.choose_listed').nullable();

/** A date of birth: a real calendar day before today, from 1900 on. */
const birthDate = z
  .string('validation.birth_date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.birth_date')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(day.getTime()) &&
      day.toISOString().startsWith(value) &&
      value >= '1900-01-01' &&
      day.getTime() < Date.now()
    );
  }, 'validation.birth_date')
  .nullable();

/**
 * GET and PUT /api/{locale}/Client/PersonalInfo (clients): what a client tells about themselves.
 * Every field may be null (not said); stored encrypted and shown to the client only.
 */
export const ZClientPersonalInfoSchema = z.object({
  lastName: optionalText(CLIENT_PERSONAL_LIMITS.name),
  firstName: optionalText(CLIENT_PERSONAL_LIMITS.name),
  gender: z.enum(genders, 'validation.gender').nullable(),
  birthDate,
  address: optionalText(CLIENT_PERSONAL_LIMITS.address),
  sexualOrientation: listedChoice(sexualOrientations),
  relationshipStatus: listedChoice(relationshipStatuses),
  workStatus: listedChoice(workStatuses),
  religion: listedChoice(religions),
  socialMedia: z
    .array(z.enum(socialMediaKinds, 'validation.choose_listed'), 'validation.choose_listed')
    .max(socialMediaKinds.length, 'validation.limit_reached')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'validation.choose_listed'),
  priorTreatment: listedChoice(priorTreatments),
  aboutMe: optionalText(CLIENT_PERSONAL_LIMITS.aboutMe),
});
export type TClientPersonalInfo = z.output<typeof ZClientPersonalInfoSchema>;
export type TClientPersonalInfoInput = z.input<typeof ZClientPersonalInfoSchema>;
/** The personal data as stored and answered. */
export const ZClientPersonalInfoAnswerSchema = z.object({
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
  sexualOrientation: z.enum(sexualOrientations).nullable(),
  relationshipStatus: z.enum(relationshipStatuses).nullable(),
  workStatus: z.enum(workStatuses).nullable(),
  religion: z.enum(religions).nullable(),
  socialMedia: z.array(z.enum(socialMediaKinds)),
  priorTreatment: z.enum(priorTreatments).nullable(),
  aboutMe: z.string().nullable(),
});

/** Nothing said yet. */
export const EMPTY_CLIENT_PERSONAL_INFO: TClientPersonalInfo = {
  lastName: null,
  firstName: null,
  gender: null,
  birthDate: null,
  address: null,
  sexualOrientation: null,
  relationshipStatus: null,
  workStatus: null,
  religion: null,
  socialMedia: [],
  priorTreatment: null,
  aboutMe: null,
};
