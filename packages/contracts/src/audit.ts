import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema } from './envelope.ts';
import { roles } from './enums.ts';

/**
 * What the audit trail records (docs/ops.md lists when each is written). Names are
 * `<subject>.<what happened>`; new actions are added here, never renamed.
 */
export const auditActions = [
  'account.activated',
  'account.password_changed',
  'account.password_reset',
  'account.phone_verified',
  'account.free_course_status',
  'client.emergency_contact_read',
  'questionnaire.submitted',
  'questionnaire.answers_read',
  'course.sos_info_read',
  'course.started',
  'course.completed',
  'course.extended',
  'course.interrupted',
  'course.canceled',
  'course.booked',
  'course.paid',
  'course.hold_released',
  'course.no_show',
  'schedule.leave_taken',
  'schedule.leave_ended',
  'schedule.weekly_template_set',
  'schedule.service_time_added',
  'schedule.service_time_moved',
  'schedule.service_time_removed',
  'recharge.created',
  'recharge.atm_issued',
  'recharge.paid',
  'recharge.failed',
  'recharge.simulated_payment_ignored',
  'payment.notice_refused',
  'coupon.redeemed',
  'license_change.submitted',
  'license_change.accepted',
  'license_change.not_accepted',
  'application.submitted',
  'application.approved',
  'application.rejected',
  'waitlist.joined',
  'waitlist.left',
  'waitlist.offered',
  'waitlist.offer_accepted',
  'waitlist.offer_declined',
  'waitlist.offer_lapsed',
  'waitlist.offer_withdrawn',
  'custom_consultation.requested',
  'custom_consultation.accepted',
  'custom_consultation.declined',
  'custom_consultation.withdrawn',
  'custom_consultation.paid',
  'custom_consultation.expired',
  'topic.created',
  'topic.submitted',
  'topic.withdrawn',
  'topic.accepted',
  'topic.rejected',
  'case.opened',
  'case.updated',
  'case.record_added',
  'case.closed',
  'case.read',
  'article.submitted',
  'article.published',
  'article.returned',
  'lecture.created',
  'lecture.signed_up',
  'lecture.withdrawn',
  'lecture.confirmed',
  'lecture.canceled',
  'lecture.completed',
] as const;
export const ZAuditActionSchema = z.enum(auditActions);
export type TAuditAction = z.infer<typeof ZAuditActionSchema>;

/** What a record is about (its subject type); new subjects are added here, never renamed. */
export const auditSubjectTypes = [
  'user',
  'course',
  'topic',
  'recharge',
  'coupon',
  'waitlist_entry',
  'counselor_application',
  'license_change',
  'custom_consultation',
  'treatment_case',
  'article',
  'lecture',
] as const;
export type TAuditSubjectType = (typeof auditSubjectTypes)[number];

/** GET /api/{locale}/expert/audit: newest first; `user` is an account id or e-mail. */
export const ZAuditLogQuerySchema = ZPageQuerySchema.extend({
  user: z.string().trim().max(254).optional(),
  action: ZAuditActionSchema.optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuerySchema>;

const ZAuditUserSchema = z.object({
  id: z.uuid(),
  /** Null when the account no longer exists. */
  email: z.string().nullable(),
  nickname: z.string().nullable(),
});

export const ZAuditRecordSchema = z.object({
  id: z.uuid(),
  /** ISO 8601. */
  occurredAt: z.iso.datetime(),
  /** Null for an anonymous caller (e.g. a password reset by link). */
  actor: ZAuditUserSchema.nullable(),
  actorRole: z.enum(roles).nullable(),
  action: ZAuditActionSchema,
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** The account the record is about, when the subject is one. */
  subjectUser: ZAuditUserSchema.nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditRecord = z.infer<typeof ZAuditRecordSchema>;

export const ZAuditLogPageSchema = ZPageSchema(ZAuditRecordSchema);
export type TAuditLogPage = z.infer<typeof ZAuditLogPageSchema>;
