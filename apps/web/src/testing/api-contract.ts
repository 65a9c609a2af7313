import {
  ZCustomConsultationSettingSchema,
  ZEmergencyContactAnswerSchema,
  ZFreeTrialSettingSchema,
  ZPersonalInfoAnswerSchema,
  ZServiceSettingSchema,
} from '@app/contracts/account-settings';
import {
  ZArticleAuthorListSchema,
  ZArticleAuthorSchema,
  ZArticleDetailSchema,
  ZArticlePageSchema,
  ZWrittenArticlePageSchema,
  ZWrittenArticleSchema,
} from '@app/contracts/articles';
import { ZCouponCheckSchema, ZCouponRedemptionSchema } from '@app/contracts/coupons';
import {
  ZCounselorLecturePageSchema,
  ZCounselorLectureSchema,
  ZLectureFeedbackSchema,
  ZLecturePageSchema,
  ZLectureSchema,
  ZLectureSignupPageSchema,
  ZLectureSignupSchema,
} from '@app/contracts/lectures';
import { ZAuditLogPageSchema } from '@app/contracts/audit';
import { ZCaptchaConfigSchema, ZRegisterResultSchema, ZTokenResponseSchema } from '@app/contracts/auth';
import { ZContactReceiptSchema } from '@app/contracts/contact';
import {
  ZCustomConsultationPageSchema,
  ZCustomConsultationSchema,
} from '@app/contracts/custom-consultations';
import {
  ZCounselorApplicationSchema,
  ZPendingApplicationSchema,
} from '@app/contracts/counselor-applications';
import { ZUploadSchema } from '@app/contracts/uploads';
import { ZCounselorDetailSchema, ZCounselorPageSchema, ZFeedbackPageSchema } from '@app/contracts/counselors';
import { ZCourseDeviceCheckSchema, ZDeviceCheckSchema } from '@app/contracts/device-check';
import {
  ZCourseFeedbackSchema,
  ZCourseInformationSchema,
  ZCourseRecordPageSchema,
  ZReceivedFeedbackPageSchema,
  ZUpcomingCoursePageSchema,
} from '@app/contracts/courses';
import { ZPushPublicKeySchema } from '@app/contracts/push';
import {
  ZCoverUploadSchema,
  ZIssueCoursePageSchema,
  ZOwnTopicSchema,
  ZPendingTopicSchema,
  ZPublicIssueCourseDetailSchema,
  ZPublicIssueCoursePageSchema,
} from '@app/contracts/issue-courses';
import {
  ZExpiringLicenseSchema,
  ZLicenseReviewResultSchema,
  ZOwnLicensesSchema,
  ZPendingLicenseChangeSchema,
} from '@app/contracts/license-changes';
import { ZMailPageSchema } from '@app/contracts/mail';
import {
  ZAppointmentSettingSchema,
  ZClientProfileSchema,
  ZCounselorProfileSchema,
  ZExpertProfileSchema,
  ZNotificationSettingSchema,
} from '@app/contracts/profile';
import { ZIceServerListSchema, ZSosInfoSchema } from '@app/contracts/room';
import {
  ZAvailableSlotsSchema,
  ZCalendarSchema,
  ZLeaveCreatedSchema,
  ZLeaveListSchema,
  ZLeavePreviewSchema,
  ZServiceTimeCreatedSchema,
  ZWeeklyTemplateSchema,
} from '@app/contracts/schedule';
import {
  ZRechargeCheckoutSchema,
  ZRechargePageSchema,
  ZRechargeSchema,
  ZStatementSchema,
} from '@app/contracts/wallet';
import { ZCaseClientListSchema, ZCasePageSchema, ZCaseSchema } from '@app/contracts/treatment-cases';
import { ZAcceptedOfferSchema, ZWaitlistEntriesSchema, ZWaitlistEntrySchema } from '@app/contracts/waitlist';
import { z } from 'zod';

/** The unread-mail count the mail routes answer. */
const ZUnreadCountSchema = z.number().int().min(0);

/**
 * What each API call of the web app answers on success (the envelope's data), from the shared contracts, keyed
 * like the mocks: "METHOD /path" after /api/{locale}, without the query; `{id}` stands for one path segment. Canned replies are checked
 * against it, so a changed contract fails the tests whose mocks no longer match it.
 */
export const apiContract: Record<string, z.ZodType> = {
  'POST /jwt': ZTokenResponseSchema,
  'POST /Waitlist': ZWaitlistEntrySchema,
  'GET /Waitlist/Mine': ZWaitlistEntriesSchema,
  'DELETE /Waitlist/{id}': z.null(),
  'POST /Waitlist/Offer/{courseId}/Accept': ZAcceptedOfferSchema,
  'POST /Waitlist/Offer/{courseId}/Decline': z.null(),
  'POST /User/Logout': z.null(),
  'POST /User/ChangePassword': z.null(),
  'POST /User/Register': ZRegisterResultSchema,
  'POST /User/ResendActivation': z.null(),
  'POST /User/Activate': z.null(),
  'POST /User/ForgotPassword': z.null(),
  'POST /User/ResetPassword': z.null(),
  'GET /captcha/config': ZCaptchaConfigSchema,
  'GET /client': ZClientProfileSchema,
  'POST /Recharge': ZRechargeCheckoutSchema,
  'GET /Recharge/{orderNo}': ZRechargeSchema,
  'GET /Course/Information/{id}': ZCourseInformationSchema,
  'GET /Recharge': ZRechargePageSchema,
  'GET /Coupon/{code}': ZCouponCheckSchema,
  'POST /Coupon/{code}/Redeem': ZCouponRedemptionSchema,
  'GET /Wallet/Statement': ZStatementSchema,
  'GET /counselor': ZCounselorProfileSchema,
  'GET /expert': ZExpertProfileSchema,
  'POST /Contact': ZContactReceiptSchema,
  'GET /Counselor/List': ZCounselorPageSchema,
  'GET /Counselor/{counselorId}': ZCounselorDetailSchema,
  'GET /Counselor/{counselorId}/Feedback': ZFeedbackPageSchema,
  'GET /CounselorIssueCourse/List': ZPublicIssueCoursePageSchema,
  'GET /CounselorIssueCourse/me': ZIssueCoursePageSchema,
  'GET /IssueCourse/{id}': ZPublicIssueCourseDetailSchema,
  'GET /Articles': ZArticlePageSchema,
  'GET /Articles/{id}': ZArticleDetailSchema,
  'GET /ArticleAuthors': ZArticleAuthorListSchema,
  'GET /ArticleAuthors/{id}': ZArticleAuthorSchema,
  'GET /Counselor/Articles': ZWrittenArticlePageSchema,
  'POST /Counselor/Articles': ZWrittenArticleSchema,
  'GET /Counselor/Articles/{id}': ZWrittenArticleSchema,
  'PUT /Counselor/Articles/{id}': ZWrittenArticleSchema,
  'DELETE /Counselor/Articles/{id}': z.null(),
  'POST /Counselor/Articles/{id}/Submit': ZWrittenArticleSchema,
  'GET /Expert/Articles': ZWrittenArticlePageSchema,
  'GET /Expert/Articles/{id}': ZWrittenArticleSchema,
  'POST /Expert/Articles/{id}/Review': ZWrittenArticleSchema,
  'GET /Lectures': ZLecturePageSchema,
  'GET /Lectures/{id}': ZLectureSchema,
  'POST /Lectures/{id}/Signups': ZLectureSignupSchema,
  'DELETE /Lectures/{id}/Signups/me': ZLectureSignupSchema,
  'POST /Lectures/{id}/Feedback': ZLectureFeedbackSchema,
  'GET /Client/Lectures': ZLectureSignupPageSchema,
  'GET /Counselor/Lectures': ZCounselorLecturePageSchema,
  'POST /Counselor/Lectures': ZCounselorLectureSchema,
  'GET /Counselor/Lectures/{id}': ZCounselorLectureSchema,
  'POST /Counselor/Lectures/{id}/Cancel': ZCounselorLectureSchema,
  'GET /IssueCourse/PendingReviewList': z.array(ZPendingTopicSchema),
  'POST /IssueCourse/Cover': ZCoverUploadSchema,
  'POST /IssueCourse/{id}/Review': z.object({ id: z.uuid(), approveStatus: z.number().int() }),
  'POST /CounselorIssueCourse': ZOwnTopicSchema,
  'GET /CounselorIssueCourse/{id}': ZOwnTopicSchema,
  'PUT /CounselorIssueCourse/{id}': ZOwnTopicSchema,
  'POST /CounselorIssueCourse/{id}/Submit': ZOwnTopicSchema,
  'POST /CounselorIssueCourse/{id}/Withdraw': ZOwnTopicSchema,
  'GET /client/coursenext_v2': ZUpcomingCoursePageSchema,
  'GET /counselor/coursenext_v2': ZUpcomingCoursePageSchema,
  'GET /client/courserecords': ZCourseRecordPageSchema,
  'GET /counselor/coursefeedback': ZReceivedFeedbackPageSchema,
  'GET /Push/PublicKey': ZPushPublicKeySchema,
  'GET /CounselorSchedule/IsSetSchedule': z.boolean(),
  'GET /CounselorSchedule/AvailableSlots': ZAvailableSlotsSchema,
  'GET /CounselorSchedule/WeeklyTemplate': ZWeeklyTemplateSchema,
  'PUT /CounselorSchedule/WeeklyTemplate': ZWeeklyTemplateSchema,
  'GET /CounselorSchedule/Calendar': ZCalendarSchema,
  'POST /CounselorSchedule/ServiceTime': ZServiceTimeCreatedSchema,
  'GET /CounselorSchedule/Leave': ZLeaveListSchema,
  'GET /CounselorSchedule/Leave/Preview': ZLeavePreviewSchema,
  'POST /CounselorSchedule/Leave': ZLeaveCreatedSchema,
  'GET /application': z.array(ZPendingApplicationSchema),
  'GET /CounselorApplication': ZCounselorApplicationSchema,
  'PUT /CounselorApplication': ZCounselorApplicationSchema,
  'POST /CounselorApplication/Submit': ZCounselorApplicationSchema,
  'POST /application/{id}/Approve': z.object({ id: z.uuid(), status: z.number().int() }),
  'POST /application/{id}/Reject': z.object({ id: z.uuid(), status: z.number().int() }),
  'POST /Upload': ZUploadSchema,
  'GET /Counselor/PendingReviewLicenseList': z.array(ZPendingLicenseChangeSchema),
  'GET /Counselor/ExpiringLicenseList': z.array(ZExpiringLicenseSchema),
  'POST /Counselor/License/{id}/Review': ZLicenseReviewResultSchema,
  'GET /Counselor/License': ZOwnLicensesSchema,
  'PUT /Counselor/License': ZOwnLicensesSchema,
  'PUT /User/NotificationSetting': ZNotificationSettingSchema,
  'PUT /Counselor/AppointmentSetting': ZAppointmentSettingSchema,
  'PUT /User/PersonalInfo': ZPersonalInfoAnswerSchema,
  'PUT /Counselor/ServiceSetting': ZServiceSettingSchema,
  'PUT /Counselor/CustomConsultationSetting': ZCustomConsultationSettingSchema,
  'PUT /Counselor/FreeTrialSetting': ZFreeTrialSettingSchema,
  'PUT /Client/EmergencyContact': ZEmergencyContactAnswerSchema,
  'GET /Mail': ZMailPageSchema,
  'GET /Mail/Count': ZUnreadCountSchema,
  'POST /Mail/IsRead': ZUnreadCountSchema,
  'GET /IceServer': ZIceServerListSchema,
  'GET /Client/GetSOSInfo': ZSosInfoSchema,
  'POST /DeviceCheck': ZDeviceCheckSchema,
  'GET /Course/{id}/DeviceCheck': ZCourseDeviceCheckSchema,
  'GET /expert/audit': ZAuditLogPageSchema,
  'POST /Course/{id}/Feedback': ZCourseFeedbackSchema,
  'POST /CustomConsultation': ZCustomConsultationSchema,
  'GET /CustomConsultation/Mine': ZCustomConsultationPageSchema,
  'GET /CustomConsultation/Incoming': ZCustomConsultationPageSchema,
  'POST /CustomConsultation/{id}/Accept': ZCustomConsultationSchema,
  'POST /CustomConsultation/{id}/Decline': ZCustomConsultationSchema,
  'POST /CustomConsultation/{id}/Withdraw': ZCustomConsultationSchema,
  'POST /CustomConsultation/{id}/Pay': ZCustomConsultationSchema,
  'GET /Counselor/Cases': ZCasePageSchema,
  'GET /Counselor/CaseClients': ZCaseClientListSchema,
  'POST /Counselor/Cases': ZCaseSchema,
  'GET /Counselor/Cases/{id}': ZCaseSchema,
  'PUT /Counselor/Cases/{id}': ZCaseSchema,
  'POST /Counselor/Cases/{id}/Records': ZCaseSchema,
  'POST /Counselor/Cases/{id}/Close': ZCaseSchema,
};
