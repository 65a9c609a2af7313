import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema, ZQueryFlagSchema } from './envelope.ts';
import { DegreeType, genders, serviceTypes } from './enums.ts';
import { COUNSELOR_LANGUAGES, type TCounselorLanguage } from './counselor-languages.ts';
import { TOPIC_CATEGORIES } from './topic-categories.ts';
import { ZPublicLicenseSchema } from './license-changes.ts';

export { COUNSELOR_LANGUAGES, type TCounselorLanguage };

/**
 * What anyone may read about a counselor (GET /api/{locale}/Counselor/List): their public profile
 * only. Contact details (e-mail, phone, address, Line ID) never leave the server this way.
 */
export const ZPublicCounselorSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  coverImage: z.object({ path: z.string().nullable() }),
  aboutMe: z.string().nullable(),
  serviceLength: z.number().int().nullable(),
  customSpecialty: z.string().nullable(),
  counselorOrganization: z.string().nullable(),
  /** male, female, non-binary or unsure; null when the counselor has not said. */
  gender: z.enum(genders).nullable(),
  /** How many clients rated a session with them, and the average of those ratings (0 when none). */
  feedbackCount: z.number().int(),
  averageGrade: z.number(),
  /** The counselor takes free 20-minute trials (their free-trial setting). */
  acceptsFreeTrial: z.boolean(),
});
export type TPublicCounselor = z.infer<typeof ZPublicCounselorSchema>;

/**
 * A card of /team: the public profile with the specialties (topic categories, first rank first),
 * languages besides Mandarin, the price range of the counselor's published topics (null without
 * one) and the next time a session of their shortest topic can be booked (null: none within the
 * booking window).
 */
export const ZDirectoryCounselorSchema = ZPublicCounselorSchema.extend({
  specialties: z.array(z.enum(TOPIC_CATEGORIES)),
  languages: z.array(z.enum(COUNSELOR_LANGUAGES)),
  /** The text of an 'other' language, as the counselor wrote it ('' when none). */
  otherLanguage: z.string(),
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  nextAvailableAt: z.iso.datetime().nullable(),
});
export type TDirectoryCounselor = z.infer<typeof ZDirectoryCounselorSchema>;

/** A school of the counselor's résumé: no dates finer than the month. */
export const ZPublicEducationSchema = z.object({
  school: z.string(),
  department: z.string(),
  degree: z.enum(DegreeType).nullable(),
  /** YYYY-MM, '' when not given. */
  start: z.string(),
  end: z.string(),
  graduated: z.boolean(),
});
export type TPublicEducation = z.infer<typeof ZPublicEducationSchema>;

/** A post of the counselor's résumé: where, which title, when. */
export const ZPublicExperienceSchema = z.object({
  company: z.string(),
  department: z.string(),
  position: z.string(),
  start: z.string(),
  /** '' while working there. */
  end: z.string(),
  working: z.boolean(),
});
export type TPublicExperience = z.infer<typeof ZPublicExperienceSchema>;

/** A client's rating as the public sees it: no name, only the stars, the words and when. */
export const ZPublicFeedbackSchema = z.object({
  grade: z.number().int().min(1).max(5),
  comment: z.string(),
  createTime: z.iso.datetime(),
});
export type TPublicFeedback = z.infer<typeof ZPublicFeedbackSchema>;

/** GET /api/{locale}/Counselor/{counselorId}/Feedback: a page of commented ratings, newest first. */
export const ZFeedbackPageSchema = ZPageSchema(ZPublicFeedbackSchema);
export type TFeedbackPage = z.infer<typeof ZFeedbackPageSchema>;

/**
 * One counselor's page: the public profile, the latest ratings that came with words, and the
 * licences an expert accepted (each verified; never the licence numbers).
 */
export const ZCounselorDetailSchema = ZDirectoryCounselorSchema.extend({
  customAdviceStyle: z.string().nullable(),
  educations: z.array(ZPublicEducationSchema),
  experiences: z.array(ZPublicExperienceSchema),
  recentFeedback: z.array(ZPublicFeedbackSchema),
  licenses: z.array(ZPublicLicenseSchema),
  /** The price of a custom consultation when the counselor takes requests; null when not. */
  customConsultationPrice: z.number().int().nullable(),
});
export type TCounselorDetail = z.infer<typeof ZCounselorDetailSchema>;

/** GET /api/{locale}/Counselor/{counselorId}: one counselor of the directory. */
export const ZCounselorParamsSchema = z.object({ counselorId: z.uuid() });

/** How /team orders counselors: longest on the platform (default), best rated, most experienced. */
export const counselorSorts = ['default', 'rating', 'experience'] as const;
export type TCounselorSort = (typeof counselorSorts)[number];

/** GET /api/{locale}/Counselor/List filters (all optional) and order. */
export const ZCounselorListQuerySchema = ZPageQuerySchema.extend({
  /** Matched in the counselor's name and specialties. */
  keyword: z.string().trim().max(50).optional(),
  gender: z.enum(genders).optional(),
  /** Only counselors offering this service type in a weekly hour or a service time ahead. */
  serviceType: z.enum(serviceTypes).optional(),
  /** Counselors naming this topic category among their specialties (any rank). */
  specialty: z.enum(TOPIC_CATEGORIES).optional(),
  /** Counselors speaking this language besides Mandarin. */
  language: z.enum(COUNSELOR_LANGUAGES).optional(),
  /** Counselors with a published topic priced within [minPrice, maxPrice] (points). */
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  /** Only counselors with a bookable start time (for their shortest topic) in the next seven days. */
  availableThisWeek: ZQueryFlagSchema,
  /** Only counselors taking free trials. */
  freeTrial: ZQueryFlagSchema,
  sort: z.enum(counselorSorts).default('default'),
});
export type TCounselorListQuery = z.input<typeof ZCounselorListQuerySchema>;

export const ZCounselorPageSchema = ZPageSchema(ZDirectoryCounselorSchema);
export type TCounselorPage = z.infer<typeof ZCounselorPageSchema>;
