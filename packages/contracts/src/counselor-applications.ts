import { z } from 'zod';
import {
  ApplyStatus,
  BrowserType,
  DegreeType,
  genders,
  LicenseType,
  OSType,
  PracticeRole,
  ReligionType,
  ServiceLength,
  serviceTypes,
} from './enums.ts';
import { COUNSELOR_LANGUAGES } from './counselors.ts';
import { TOPIC_CATEGORIES } from './issue-courses.ts';
import { ZUploadSchema } from './uploads.ts';

/** The six steps of the join-team application (domain spec §2), in order. */
export const counselorApplicationSteps = [
  'personalInfo',
  'education',
  'experience',
  'counselorOrganization',
  'licenses',
  'questionnaire',
] as const;
export type TCounselorApplicationStep = (typeof counselorApplicationSteps)[number];
export const ZCounselorApplicationStep = z.enum(counselorApplicationSteps);

/** Domain spec §5: limits of the application's lists and texts. */
export const APPLICATION_LIMITS = {
  /** Education, experience, licence and referrer entries each. */
  entries: 5,
  referrers: 3,
  /** Multi-choice questions: at most 5 selections. */
  choices: 5,
  /** Résumé summary and free-text answers. */
  longText: 1000,
  shortText: 100,
} as const;

/** Specialties are the focus-issue categories (domain spec §3: three ranks, at least one first). */
export const SPECIALTIES = TOPIC_CATEGORIES;
export const LANGUAGES = COUNSELOR_LANGUAGES;
export const AVAILABLE_PERIODS = [
  'weekdayDaytime',
  'weekdayEvening',
  'weekendDaytime',
  'weekendEvening',
] as const;
export const APPLY_REASONS = [
  'flexibleTime',
  'reachMoreClients',
  'extraIncome',
  'tryOnline',
  'other',
] as const;
export const FOUND_US_CHANNELS = ['search', 'socialMedia', 'friend', 'colleague', 'event', 'other'] as const;
export const ONLINE_EXPERIENCE = ['none', 'underOneYear', 'oneToThreeYears', 'overThreeYears'] as const;

const valuesOf = <T extends Record<string, number>>(values: T) => Object.values(values) as T[keyof T][];

/**
 * The options of each question answered by choosing, keyed by the name their texts go by
 * (`options.<name>.<value>` in the web's application texts).
 */
export const APPLICATION_CHOICES = {
  gender: genders,
  degree: valuesOf(DegreeType),
  practiceRole: valuesOf(PracticeRole),
  licenseType: valuesOf(LicenseType),
  specialty: SPECIALTIES,
  language: LANGUAGES,
  period: AVAILABLE_PERIODS,
  os: valuesOf(OSType),
  browser: valuesOf(BrowserType),
  serviceLength: valuesOf(ServiceLength),
  serviceType: serviceTypes,
  onlineExperience: ONLINE_EXPERIENCE,
  reason: APPLY_REASONS,
  religion: valuesOf(ReligionType),
  foundUs: FOUND_US_CHANNELS,
} as const;
export type TApplicationChoice = keyof typeof APPLICATION_CHOICES;

/** Personal-consultation prices: points (1 point = NT$1), multiples of 100. */
export const APPLICATION_PRICE = { min: 1000, max: 100_000, step: 100 } as const;

export type TApplicationMode = 'draft' | 'submit';

const text = (max: number) => z.string().trim().max(max, 'validation.too_long');
const uploadId = z.uuid('validation.required');
const yearMonth = z
  .string()
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/u, 'validation.year_month');

/**
 * The schemas of each step. A draft (PUT, saved as the applicant goes) may leave anything empty but
 * keeps every limit; a submission needs every step complete. The web form and the server use the
 * same schemas, so both show the same message on the same field.
 */
export function applicationStepSchemas(mode: TApplicationMode) {
  const submit = mode === 'submit';
  /** A text the submission needs ('cannot be blank'). */
  const required = (max: number) => (submit ? text(max).min(1, 'validation.required') : text(max));
  /** A choice the submission needs: null until chosen. */
  const choice = <T extends z.ZodType>(schema: T) =>
    submit ? schema.nullable().refine((value) => value !== null, 'validation.required') : schema.nullable();
  const file = submit
    ? uploadId.nullable().refine((id) => id !== null, 'validation.required')
    : uploadId.nullable();
  const list = <T extends z.ZodType>(item: T, max: number, min = 0) =>
    z
      .array(item)
      .max(max, 'validation.limit_reached')
      .refine((items) => !submit || items.length >= min, 'validation.at_least_one');
  const multi = <T extends readonly [string, ...string[]]>(options: T, min: number) =>
    z
      .array(z.enum(options))
      .max(APPLICATION_LIMITS.choices, 'validation.limit_reached')
      .refine((items) => new Set(items).size === items.length, 'validation.limit_reached')
      .refine((items) => !submit || items.length >= min, 'validation.at_least_one');
  /** A date the submission needs (yyyy-MM-dd), empty in a draft. */
  const date = submit
    ? z.iso.date('validation.required')
    : z.union([z.iso.date('validation.date'), z.literal('')]);
  const month = submit ? yearMonth : z.union([yearMonth, z.literal('')]);

  const personalInfo = z.object({
    name: required(50),
    birthday: date,
    gender: choice(z.enum(genders)),
    address: required(200),
    lineId: text(50),
    headshot: file,
    aboutMe: required(APPLICATION_LIMITS.longText),
    bankCode: submit
      ? z
          .string()
          .trim()
          .regex(/^\d{3}$/u, 'validation.bank_code')
      : z.union([
          z
            .string()
            .trim()
            .regex(/^\d{3}$/u, 'validation.bank_code'),
          z.literal(''),
        ]),
    bankAccountNumber: submit
      ? z
          .string()
          .trim()
          .regex(/^\d{10,16}$/u, 'validation.bank_account')
      : z.union([
          z
            .string()
            .trim()
            .regex(/^\d{10,16}$/u, 'validation.bank_account'),
          z.literal(''),
        ]),
    passbook: file,
  });

  const educationEntry = z.object({
    school: required(100),
    department: required(100),
    degree: choice(z.enum(DegreeType)),
    start: month,
    end: z.union([yearMonth, z.literal('')]),
    graduated: z.boolean(),
  });
  const education = z.object({ entries: list(educationEntry, APPLICATION_LIMITS.entries, 1) });

  const experienceEntry = z.object({
    company: required(100),
    department: text(100),
    position: required(100),
    start: month,
    /** Empty while working there. */
    end: z.union([yearMonth, z.literal('')]),
    working: z.boolean(),
    summary: text(APPLICATION_LIMITS.longText),
  });
  const experience = z.object({ entries: list(experienceEntry, APPLICATION_LIMITS.entries, 1) });

  const referrer = z.object({ name: required(50), contact: required(100) });
  const counselorOrganization = z.object({
    guild: required(100),
    practiceRole: choice(z.enum(PracticeRole)),
    institutionName: required(100),
    institutionCode: text(50),
    institutionRegistrationNumber: text(50),
    institutionValidUntil: z.union([z.iso.date('validation.date'), z.literal('')]),
    /** PDF attachments (uploads with purpose attachment): registration papers and the like. */
    attachments: z.array(uploadId).max(APPLICATION_LIMITS.entries, 'validation.limit_reached'),
    referrers: list(referrer, APPLICATION_LIMITS.referrers),
  });

  const license = z.object({
    name: required(100),
    issuer: required(100),
    number: required(50),
    effectiveDate: date,
    licenseType: choice(z.enum(LicenseType)),
    front: file,
    back: file,
  });
  const licenses = z.object({ licenses: list(license, APPLICATION_LIMITS.entries, 1) });

  /** An answer picked from options, with its text when it is 'other'. */
  const withOther = <T extends z.ZodType>(value: T, isOther: (value: z.infer<T>) => boolean) =>
    z
      .object({ value, other: text(APPLICATION_LIMITS.shortText) })
      .refine(
        (answer) => !submit || !isOther((answer as { value: z.infer<T> }).value) || answer.other !== '',
        {
          message: 'validation.other_text',
          path: ['other'],
        },
      );

  const questionnaire = z.object({
    specialties: z.object({
      first: multi(SPECIALTIES, 1),
      second: multi(SPECIALTIES, 0),
      third: multi(SPECIALTIES, 0),
    }),
    customSpecialty: text(APPLICATION_LIMITS.shortText),
    orientation: required(APPLICATION_LIMITS.longText),
    adviceStyle: required(APPLICATION_LIMITS.longText),
    languages: withOther(multi(LANGUAGES, 0), (values) => values.includes('other')),
    availablePeriods: multi(AVAILABLE_PERIODS, 1),
    os: choice(z.enum(OSType)),
    browser: withOther(choice(z.enum(BrowserType)), (value) => value === BrowserType.Other),
    serviceLength: choice(z.enum(ServiceLength)),
    serviceTypes: z
      .array(z.enum(serviceTypes))
      .max(serviceTypes.length, 'validation.limit_reached')
      .refine((items) => !submit || items.length >= 1, 'validation.at_least_one'),
    price: choice(
      z
        .number({ message: 'validation.application_price' })
        .int('validation.application_price')
        .min(APPLICATION_PRICE.min, 'validation.application_price')
        .max(APPLICATION_PRICE.max, 'validation.application_price')
        .multipleOf(APPLICATION_PRICE.step, 'validation.application_price'),
    ),
    acceptsPersonalConsultation: z.boolean(),
    acceptsFreeTrial: z.boolean(),
    onlineExperience: choice(z.enum(ONLINE_EXPERIENCE)),
    reasons: withOther(multi(APPLY_REASONS, 1), (values) => values.includes('other')),
    religion: withOther(choice(z.enum(ReligionType)), (value) => value === ReligionType.Other),
    overThreeYearsOfService: choice(z.boolean()),
    therapyApproach: required(APPLICATION_LIMITS.longText),
    foundUs: withOther(choice(z.enum(FOUND_US_CHANNELS)), (value) => value === 'other'),
  });

  return { personalInfo, education, experience, counselorOrganization, licenses, questionnaire };
}

export const draftStepSchemas = applicationStepSchemas('draft');
export const submitStepSchemas = applicationStepSchemas('submit');

export type TPersonalInfo = z.infer<typeof draftStepSchemas.personalInfo>;
export type TEducationStep = z.infer<typeof draftStepSchemas.education>;
export type TExperienceStep = z.infer<typeof draftStepSchemas.experience>;
export type TCounselorOrganizationStep = z.infer<typeof draftStepSchemas.counselorOrganization>;
export type TLicensesStep = z.infer<typeof draftStepSchemas.licenses>;
export type TQuestionnaireStep = z.infer<typeof draftStepSchemas.questionnaire>;
export type TEducationEntry = TEducationStep['entries'][number];
export type TExperienceEntry = TExperienceStep['entries'][number];
export type TApplicationLicense = TLicensesStep['licenses'][number];

/** Every step's answers, as stored (the bank account number is kept apart, encrypted). */
export type TCounselorApplicationData = {
  personalInfo?: Omit<TPersonalInfo, 'bankAccountNumber'>;
  education?: TEducationStep;
  experience?: TExperienceStep;
  counselorOrganization?: TCounselorOrganizationStep;
  licenses?: TLicensesStep;
  questionnaire?: TQuestionnaireStep;
};

/** Every step's answers as the applicant and experts read them. */
export type TCounselorApplicationAnswers = {
  personalInfo: TPersonalInfo | null;
  education: TEducationStep | null;
  experience: TExperienceStep | null;
  counselorOrganization: TCounselorOrganizationStep | null;
  licenses: TLicensesStep | null;
  questionnaire: TQuestionnaireStep | null;
};

/** Empty answers of each step: what a new application's form starts from. */
export const emptyApplicationSteps = {
  personalInfo: {
    name: '',
    birthday: '',
    gender: null,
    address: '',
    lineId: '',
    headshot: null,
    aboutMe: '',
    bankCode: '',
    bankAccountNumber: '',
    passbook: null,
  },
  education: { entries: [] },
  experience: { entries: [] },
  counselorOrganization: {
    guild: '',
    practiceRole: null,
    institutionName: '',
    institutionCode: '',
    institutionRegistrationNumber: '',
    institutionValidUntil: '',
    attachments: [],
    referrers: [],
  },
  licenses: { licenses: [] },
  questionnaire: {
    specialties: { first: [], second: [], third: [] },
    customSpecialty: '',
    orientation: '',
    adviceStyle: '',
    languages: { value: [], other: '' },
    availablePeriods: [],
    os: null,
    browser: { value: null, other: '' },
    serviceLength: null,
    serviceTypes: [],
    price: null,
    acceptsPersonalConsultation: true,
    acceptsFreeTrial: true,
    onlineExperience: null,
    reasons: { value: [], other: '' },
    religion: { value: null, other: '' },
    overThreeYearsOfService: null,
    therapyApproach: '',
    foundUs: { value: null, other: '' },
  },
} satisfies { [K in TCounselorApplicationStep]: z.infer<(typeof draftStepSchemas)[K]> };

/** PUT /api/{locale}/CounselorApplication: one step's answers, saved as a draft. */
export const ZSaveApplicationStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('personalInfo'), data: draftStepSchemas.personalInfo }),
  z.object({ step: z.literal('education'), data: draftStepSchemas.education }),
  z.object({ step: z.literal('experience'), data: draftStepSchemas.experience }),
  z.object({ step: z.literal('counselorOrganization'), data: draftStepSchemas.counselorOrganization }),
  z.object({ step: z.literal('licenses'), data: draftStepSchemas.licenses }),
  z.object({ step: z.literal('questionnaire'), data: draftStepSchemas.questionnaire }),
]);
export type TSaveApplicationStep = z.infer<typeof ZSaveApplicationStepSchema>;

/** Whether each step passes the submission's checks (the wizard's progress). */
export function completedSteps(answers: TCounselorApplicationAnswers): TCounselorApplicationStep[] {
  return counselorApplicationSteps.filter(
    (step) => answers[step] !== null && submitStepSchemas[step].safeParse(answers[step]).success,
  );
}

/** An expert's decision on an application. */
export const ZApplicationDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  comment: z.string(),
  /** ISO 8601. */
  decidedAt: z.iso.datetime(),
  expert: z.object({ id: z.uuid(), nickName: z.string() }),
});
export type TApplicationDecision = z.infer<typeof ZApplicationDecisionSchema>;

const ZAnswersSchema = z.object({
  personalInfo: draftStepSchemas.personalInfo.nullable(),
  education: draftStepSchemas.education.nullable(),
  experience: draftStepSchemas.experience.nullable(),
  counselorOrganization: draftStepSchemas.counselorOrganization.nullable(),
  licenses: draftStepSchemas.licenses.nullable(),
  questionnaire: draftStepSchemas.questionnaire.nullable(),
});

/** GET /api/{locale}/CounselorApplication: the signed-in applicant's application. */
export const ZCounselorApplicationSchema = z.object({
  /** Null until the first step is saved. */
  id: z.uuid().nullable(),
  status: z.enum(ApplyStatus),
  answers: ZAnswersSchema,
  /** Steps that pass the submission's checks. */
  completedSteps: z.array(ZCounselorApplicationStep),
  /** The uploads the answers name, by id, with fresh links. */
  files: z.record(z.string(), ZUploadSchema),
  submittedAt: z.iso.datetime().nullable(),
  /** The latest decision (a rejected applicant reads the expert's comment here). */
  lastDecision: ZApplicationDecisionSchema.nullable(),
});
export type TCounselorApplication = z.infer<typeof ZCounselorApplicationSchema>;

/** An application in the experts' review list (GET /api/{locale}/application), with every detail. */
export const ZPendingApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(ApplyStatus),
  /** ISO 8601. */
  submittedAt: z.iso.datetime(),
  applicant: z.object({ id: z.uuid(), nickName: z.string(), email: z.string() }),
  answers: ZAnswersSchema,
  files: z.record(z.string(), ZUploadSchema),
  /** Earlier decisions, latest first (a resubmitted application shows why it came back). */
  decisions: z.array(ZApplicationDecisionSchema),
});
export type TPendingApplication = z.infer<typeof ZPendingApplicationSchema>;

export const ZApplicationParamsSchema = z.object({ id: z.uuid() });

/** POST /api/{locale}/application/{id}/Reject: the comment is required (domain spec §5). */
export const ZRejectApplicationSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'validation.review_comment')
    .max(APPLICATION_LIMITS.longText, 'validation.review_comment'),
});
