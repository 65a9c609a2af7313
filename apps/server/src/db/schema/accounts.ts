import { sql } from 'drizzle-orm';
import type { TCounselorLanguage, TPublicEducation, TPublicExperience } from '@app/contracts/counselors';
import type { TGender } from '@app/contracts/enums';
import type { TTopicCategory } from '@app/contracts/topic-categories';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Every person who signs in: client, counselor or expert. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client', 'counselor', 'expert'] }).notNull(),
    nickname: text('nickname').notNull(),
    /** E.164; unique across accounts once verified. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    coverImagePath: text('cover_image_path'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    freeCourseStatus: smallint('free_course_status').notNull().default(0),
    /** When freeCourseStatus last moved (null: not since the account was made). */
    freeCourseStatusAt: timestamp('free_course_status_at', { withTimezone: true }),
    /**
     * The client's trial quota ("trial quota count", domain spec §3): 1 from the steps' completion,
     * taken by a trial's booking under the row's lock, given back by its cancellation, refilled by
     * a paid session. Never below zero (the check), so one quota never books two trials.
     */
    freeCourseQuota: smallint('free_course_quota').notNull().default(0),
    /** When mail 45 reminded the client of the trial's unfinished steps (once). */
    freeTrialRemindedAt: timestamp('free_trial_reminded_at', { withTimezone: true }),
    applyCounselorStatus: smallint('apply_counselor_status').notNull().default(0),
    useEmailCourseNotifyOneDay: boolean('use_email_course_notify_one_day').notNull().default(true),
    useEmailCourseNotifyOneHour: boolean('use_email_course_notify_one_hour').notNull().default(true),
    useEmailCourseNotifyTenMinutes: boolean('use_email_course_notify_ten_minutes').notNull().default(false),
    useFcmCourseNotifyOneDay: boolean('use_fcm_course_notify_one_day').notNull().default(true),
    useFcmCourseNotifyOneHour: boolean('use_fcm_course_notify_one_hour').notNull().default(true),
    useFcmCourseNotifyTenMinutes: boolean('use_fcm_course_notify_ten_minutes').notNull().default(true),
    /** A second address the course reminders are also mailed to (lower-cased; null: none). */
    anotherEmail: text('another_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_key').on(table.phone),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_free_course_status_range', sql`${table.freeCourseStatus} between 0 and 4`),
    check('users_free_course_quota_non_negative', sql`${table.freeCourseQuota} >= 0`),
    check('users_apply_counselor_status_range', sql`${table.applyCounselorStatus} between 0 and 4`),
  ],
);

/**
 * What a client tells us about themselves beyond the account. The emergency contact's name and
 * phone are ciphertext (platform/crypto), never plaintext.
 */
export const clientProfiles = pgTable('client_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emergencyContactName: text('emergency_contact_name'),
  emergencyPhone: text('emergency_phone'),
  /** How the contact is related to the client (parent, partner, friend…); ciphertext too. */
  emergencyContactRelation: text('emergency_contact_relation'),
  /** The client's personal data (names, birth date, orientation, religion…): JSON, as ciphertext. */
  personalInfo: text('personal_info'),
});

/** A counselor's public profile and booking settings. */
export const counselorProfiles = pgTable(
  'counselor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    address: text('address'),
    serviceLength: smallint('service_length'),
    lineId: text('line_id'),
    aboutMe: text('about_me'),
    facebook: text('facebook'),
    blog: text('blog'),
    customSpecialty: text('custom_specialty'),
    customSpecialtyDetail: text('custom_specialty_detail'),
    customAdviceStyle: text('custom_advice_style'),
    /** Topic categories, first rank first, from the approved application. */
    specialties: text('specialties')
      .array()
      .$type<TTopicCategory[]>()
      .notNull()
      .default(sql`'{}'`),
    /** Languages besides Mandarin (the application's keys), and the text of an 'other' one. */
    languages: text('languages')
      .array()
      .$type<TCounselorLanguage[]>()
      .notNull()
      .default(sql`'{}'`),
    otherLanguage: text('other_language').notNull().default(''),
    /** The résumé's public part: schools and posts, never the private fields of the application. */
    educations: jsonb('educations').$type<TPublicEducation[]>().notNull().default([]),
    experiences: jsonb('experiences').$type<TPublicExperience[]>().notNull().default([]),
    counselorOrganization: text('counselor_organization'),
    /** male, female, non-binary or unsure (the spec's words); null when not given. */
    gender: text('gender').$type<TGender>(),
    /** Booking lead time in hours: 4, 8, 24, 48 or 72. */
    canReserveAfter: integer('can_reserve_after').notNull().default(24),
    verifyStatus: smallint('verify_status').notNull().default(0),
    /** How sessions may be held: by voice, by video; at least one. */
    offersVoice: boolean('offers_voice').notNull().default(true),
    offersVideo: boolean('offers_video').notNull().default(true),
    /** Personal (custom) consultations: accepted or not, and their price in points. */
    acceptsCustomConsultation: boolean('accepts_custom_consultation').notNull().default(false),
    customConsultationPrice: integer('custom_consultation_price'),
    /** Whether the counselor takes free 20-minute trial sessions. */
    acceptsFreeTrial: boolean('accepts_free_trial').notNull().default(true),
    /**
     * The last day (Taiwan) of the counselor's latest-ending accepted licence, kept by the licence
     * module; null when no licence on record has an expiry. Past it, the counselor is not listed.
     */
    licensedUntil: date('licensed_until', { mode: 'string' }),
  },
  (table) => [
    check('counselor_profiles_lead_time', sql`${table.canReserveAfter} in (4, 8, 24, 48, 72)`),
    check('counselor_profiles_verify_status', sql`${table.verifyStatus} in (0, 1)`),
    check('counselor_profiles_gender', sql`${table.gender} in ('male', 'female', 'non-binary', 'unsure')`),
    check('counselor_profiles_service_length', sql`${table.serviceLength} between 0 and 3`),
    check('counselor_profiles_service_types', sql`${table.offersVoice} or ${table.offersVideo}`),
    check(
      'counselor_profiles_custom_price',
      sql`${table.customConsultationPrice} between 1000 and 100000 and ${table.customConsultationPrice} % 100 = 0`,
    ),
    check(
      'counselor_profiles_custom_accepted_priced',
      sql`not ${table.acceptsCustomConsultation} or ${table.customConsultationPrice} is not null`,
    ),
  ],
);

/** SMS codes sent to verify a phone; the code is stored hashed. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    index('phone_verifications_user_idx').on(table.userId, table.sentAt),
    check('phone_verifications_attempts', sql`${table.wrongAttempts} >= 0`),
  ],
);
