import type { TAuditAction, TAuditSubjectType } from '@app/contracts/audit';
import { useTranslation } from '../../../lib/use-translation';

/** Each recorded action's text key; a new action does not compile until it has one. */
const actionKeys = {
  'account.activated': 'actions.accountActivated',
  'account.password_changed': 'actions.accountPasswordChanged',
  'account.password_reset': 'actions.accountPasswordReset',
  'account.phone_verified': 'actions.accountPhoneVerified',
  'account.free_course_status': 'actions.accountFreeCourseStatus',
  'client.emergency_contact_read': 'actions.clientEmergencyContactRead',
  'questionnaire.submitted': 'actions.questionnaireSubmitted',
  'questionnaire.answers_read': 'actions.questionnaireAnswersRead',
  'course.sos_info_read': 'actions.courseSosInfoRead',
  'course.started': 'actions.courseStarted',
  'course.completed': 'actions.courseCompleted',
  'course.extended': 'actions.courseExtended',
  'course.interrupted': 'actions.courseInterrupted',
  'course.canceled': 'actions.courseCanceled',
  'course.booked': 'actions.courseBooked',
  'course.paid': 'actions.coursePaid',
  'course.hold_released': 'actions.courseHoldReleased',
  'course.no_show': 'actions.courseNoShow',
  'schedule.leave_taken': 'actions.scheduleLeaveTaken',
  'schedule.leave_ended': 'actions.scheduleLeaveEnded',
  'schedule.weekly_template_set': 'actions.scheduleWeeklyTemplateSet',
  'schedule.service_time_added': 'actions.scheduleServiceTimeAdded',
  'schedule.service_time_moved': 'actions.scheduleServiceTimeMoved',
  'schedule.service_time_removed': 'actions.scheduleServiceTimeRemoved',
  'recharge.created': 'actions.rechargeCreated',
  'recharge.atm_issued': 'actions.rechargeAtmIssued',
  'recharge.paid': 'actions.rechargePaid',
  'recharge.failed': 'actions.rechargeFailed',
  'recharge.simulated_payment_ignored': 'actions.rechargeSimulatedPaymentIgnored',
  'payment.notice_refused': 'actions.paymentNoticeRefused',
  'coupon.redeemed': 'actions.couponRedeemed',
  'license_change.submitted': 'actions.licenseChangeSubmitted',
  'license_change.accepted': 'actions.licenseChangeAccepted',
  'license_change.not_accepted': 'actions.licenseChangeNotAccepted',
  'application.submitted': 'actions.applicationSubmitted',
  'application.approved': 'actions.applicationApproved',
  'application.rejected': 'actions.applicationRejected',
  'waitlist.joined': 'actions.waitlistJoined',
  'waitlist.left': 'actions.waitlistLeft',
  'waitlist.offered': 'actions.waitlistOffered',
  'waitlist.offer_accepted': 'actions.waitlistOfferAccepted',
  'waitlist.offer_declined': 'actions.waitlistOfferDeclined',
  'waitlist.offer_lapsed': 'actions.waitlistOfferLapsed',
  'waitlist.offer_withdrawn': 'actions.waitlistOfferWithdrawn',
  'custom_consultation.requested': 'actions.customConsultationRequested',
  'custom_consultation.accepted': 'actions.customConsultationAccepted',
  'custom_consultation.declined': 'actions.customConsultationDeclined',
  'custom_consultation.withdrawn': 'actions.customConsultationWithdrawn',
  'custom_consultation.paid': 'actions.customConsultationPaid',
  'custom_consultation.expired': 'actions.customConsultationExpired',
  'topic.created': 'actions.topicCreated',
  'topic.submitted': 'actions.topicSubmitted',
  'topic.withdrawn': 'actions.topicWithdrawn',
  'topic.accepted': 'actions.topicAccepted',
  'topic.rejected': 'actions.topicRejected',
  'case.opened': 'actions.caseOpened',
  'case.updated': 'actions.caseUpdated',
  'case.record_added': 'actions.caseRecordAdded',
  'case.closed': 'actions.caseClosed',
  'case.read': 'actions.caseRead',
  'article.submitted': 'actions.articleSubmitted',
  'article.published': 'actions.articlePublished',
  'article.returned': 'actions.articleReturned',
  'lecture.created': 'actions.lectureCreated',
  'lecture.signed_up': 'actions.lectureSignedUp',
  'lecture.withdrawn': 'actions.lectureWithdrawn',
  'lecture.confirmed': 'actions.lectureConfirmed',
  'lecture.canceled': 'actions.lectureCanceled',
  'lecture.completed': 'actions.lectureCompleted',
} as const satisfies Record<TAuditAction, string>;

/** Each subject type's text key; a new subject does not compile until it has one. */
const subjectKeys = {
  user: 'subjects.user',
  course: 'subjects.course',
  topic: 'subjects.topic',
  recharge: 'subjects.recharge',
  coupon: 'subjects.coupon',
  waitlist_entry: 'subjects.waitlist_entry',
  counselor_application: 'subjects.counselor_application',
  license_change: 'subjects.license_change',
  custom_consultation: 'subjects.custom_consultation',
  treatment_case: 'subjects.treatment_case',
  article: 'subjects.article',
  lecture: 'subjects.lecture',
} as const satisfies Record<TAuditSubjectType, string>;

/** An action in words, in the UI language. */
export function useActionLabel() {
  const { t } = useTranslation('audit');
  return (action: TAuditAction) => t(actionKeys[action]);
}

/** What a record is about in words; a subject type this version does not know is shown as stored. */
export function useSubjectLabel() {
  const { t } = useTranslation('audit');
  return (type: string) =>
    Object.hasOwn(subjectKeys, type) ? t(subjectKeys[type as TAuditSubjectType]) : type;
}
