import { EnvelopeCode } from './envelope-codes.ts';

/**
 * The numeric error_code catalogue of the API envelope. 0 is success; 441 comes from the spec
 * (wrong old password). Every other code is ours. The HTTP status of each code is fixed here so
 * that server and clients agree on it.
 */
export const ErrorCode = {
  ...EnvelopeCode,
  WrongOldPassword: 441,

  Unauthenticated: 1001,
  Forbidden: 1002,
  NotFound: 1003,
  RateLimited: 1004,
  PayloadTooLarge: 1006,
  Conflict: 1007,

  InvalidCredentials: 2001,
  AccountNotActivated: 2002,
  AccountDisabled: 2003,
  GrantTypeNotEnabled: 2004,
  RefreshTokenInvalid: 2005,
  RefreshTokenReused: 2006,
  EmailTaken: 2007,
  CaptchaFailed: 2008,
  ActivationLinkInvalid: 2009,
  ResetLinkInvalid: 2010,
  AlreadyActivated: 2011,
  /** Sign-in on an account attacked from many addresses: send the not-a-robot check's answer too. */
  CaptchaRequired: 2012,

  PhoneInvalid: 2101,
  PhoneTaken: 2102,
  SmsCodeWrong: 2103,
  SmsCodeExpired: 2104,
  SmsResendTooSoon: 2105,
  SmsTooManyAttempts: 2106,
  SmsSendFailed: 2107,

  MailSendFailed: 2201,

  /** SOS info is for the course's counselor only, and only while its room is open. */
  SosInfoUnavailable: 2301,
  /** A course is rated once, by its client. */
  FeedbackAlreadyGiven: 3101,
  /** Only a completed session can be rated. */
  CourseNotCompleted: 3102,

  /** Leave cannot begin in the past. */
  LeaveStartsInPast: 3201,
  /** The counselor already has leave in part of that time. */
  LeaveOverlaps: 3202,
  /** Domain spec §4: no leave during a lecture the counselor hosts (cancel the lecture first). */
  LeaveDuringLecture: 3205,
  /** Domain spec §4: a counselor who has not set service times cannot create a topic. */
  ScheduleNotSet: 3301,
  /** A topic waiting for review cannot be changed; withdraw it first. */
  TopicUnderReview: 3302,
  /** A licence change is decided once, while it is under review. */
  LicenseChangeNotUnderReview: 3303,
  /** A service time may not move over a booked session or leave, nor away from a booked session. */
  ServiceTimeConflict: 3203,
  /** Service times are added from now to the end of the booking window (3 months). */
  ServiceTimeOutsideWindow: 3204,
  /** 'The amount is insufficient' (domain spec §8): the stored value or bonus points cannot cover it. */
  InsufficientBalance: 4001,
  /** The payment provider asked for takes no payments on this site (not configured). */
  PaymentProviderUnavailable: 4002,
  /** Coupon statuses (domain spec §4, §8): no coupon has this code (or it is not valid yet). */
  CouponNotFound: 4101,
  /** The client has used this coupon as often as one client may. */
  CouponUsed: 4102,
  CouponExpired: 4103,
  /** 'This coupon code has reached its usage limit': every use of the coupon is taken. */
  CouponUsageCapReached: 4104,
  /** A percentage coupon takes a share of a booking's price; it cannot be redeemed into points. */
  CouponForOrdersOnly: 4105,

  /** 'That slot is already booked, please choose again' (domain spec §8). */
  SlotTaken: 3401,
  /** The chosen time is not (or no longer) one the counselor offers. */
  SlotUnavailable: 3402,
  /** Booking needs a verified phone: the web sends the client to /verifyphonesingle. */
  PhoneNotVerified: 3403,
  /** The course cannot be canceled (already canceled, started or ended). */
  CourseNotCancellable: 3404,
  /** The client already waits for a slot of this topic. */
  WaitlistJoined: 3405,
  /** The waitlist offer was taken, declined or has lapsed. */
  WaitlistOfferClosed: 3406,
  /** The counselor does not take custom-consultation requests (or has no custom price). */
  CustomConsultationNotOffered: 3601,
  /** The client already has an open request with this counselor. */
  CustomConsultationAlreadyOpen: 3602,
  /** The request is no longer in the state this action needs (answered, expired, withdrawn, paid). */
  CustomConsultationNotOpen: 3603,
  /** A case is opened for a client who has booked or held a session with the counselor. */
  CaseClientNotEligible: 3701,
  /** The client already has an open case with this counselor. */
  CaseAlreadyOpen: 3702,
  /** The case is closed: its records are kept as they are. */
  CaseClosed: 3703,
  /** The article is with an expert or published: its author can no longer change it. */
  ArticleNotEditable: 3801,
  /** The article is not waiting for review (already decided, or taken back to a draft). */
  ArticleNotInReview: 3802,
  /** Every seat of the lecture is taken. */
  LectureFull: 3901,
  /** The lecture takes no sign-ups (past its deadline, called off or over), or the sign-up can no longer be withdrawn. */
  LectureSignupClosed: 3902,
  /** The client is already signed up for this lecture. */
  LectureAlreadySignedUp: 3903,
  /** The lecture is called off or over: it can no longer be canceled. */
  LectureNotCancellable: 3904,
  /** The counselor already has a session, leave or another lecture at that time. */
  LectureTimeTaken: 3905,
  /** A lecture is rated once it is over (completed). */
  LectureNotCompleted: 3906,
  /** The member has already rated this lecture. */
  LectureAlreadyRated: 3907,
  /** The intake questionnaire is answered once. */
  QuestionnaireAnswered: 3501,
  /** A free trial is booked after the phone and the questionnaire steps (FreeCourseStatus AllComplete). */
  FreeTrialStepsIncomplete: 3502,
  /** The client's trial quota is used (it refills after a paid session). */
  FreeTrialQuotaUsed: 3503,
  /** The counselor does not take free trials. */
  CounselorDeclinesFreeTrial: 3504,
} as const;

export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorHttpStatus: Record<TErrorCode, number> = {
  [ErrorCode.Success]: 200,
  [ErrorCode.WrongOldPassword]: 422,
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.Internal]: 500,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.AccountNotActivated]: 403,
  [ErrorCode.AccountDisabled]: 403,
  [ErrorCode.GrantTypeNotEnabled]: 422,
  [ErrorCode.RefreshTokenInvalid]: 401,
  [ErrorCode.RefreshTokenReused]: 401,
  [ErrorCode.EmailTaken]: 409,
  [ErrorCode.CaptchaFailed]: 400,
  [ErrorCode.ActivationLinkInvalid]: 400,
  [ErrorCode.ResetLinkInvalid]: 400,
  [ErrorCode.AlreadyActivated]: 409,
  [ErrorCode.CaptchaRequired]: 403,
  [ErrorCode.PhoneInvalid]: 400,
  [ErrorCode.PhoneTaken]: 409,
  [ErrorCode.SmsCodeWrong]: 400,
  [ErrorCode.SmsCodeExpired]: 400,
  [ErrorCode.SmsResendTooSoon]: 429,
  [ErrorCode.SmsTooManyAttempts]: 429,
  [ErrorCode.SmsSendFailed]: 502,
  [ErrorCode.MailSendFailed]: 502,
  [ErrorCode.SosInfoUnavailable]: 403,
  [ErrorCode.FeedbackAlreadyGiven]: 409,
  [ErrorCode.CourseNotCompleted]: 409,
  [ErrorCode.LeaveStartsInPast]: 422,
  [ErrorCode.LeaveOverlaps]: 409,
  [ErrorCode.LeaveDuringLecture]: 409,
  [ErrorCode.ScheduleNotSet]: 409,
  [ErrorCode.TopicUnderReview]: 409,
  [ErrorCode.LicenseChangeNotUnderReview]: 409,
  [ErrorCode.ServiceTimeConflict]: 409,
  [ErrorCode.ServiceTimeOutsideWindow]: 422,
  [ErrorCode.InsufficientBalance]: 409,
  [ErrorCode.PaymentProviderUnavailable]: 409,
  [ErrorCode.CouponNotFound]: 404,
  [ErrorCode.CouponUsed]: 409,
  [ErrorCode.CouponExpired]: 409,
  [ErrorCode.CouponUsageCapReached]: 409,
  [ErrorCode.CouponForOrdersOnly]: 409,
  [ErrorCode.SlotTaken]: 409,
  [ErrorCode.SlotUnavailable]: 409,
  [ErrorCode.PhoneNotVerified]: 403,
  [ErrorCode.CourseNotCancellable]: 409,
  [ErrorCode.WaitlistJoined]: 409,
  [ErrorCode.WaitlistOfferClosed]: 409,
  [ErrorCode.QuestionnaireAnswered]: 409,
  [ErrorCode.FreeTrialStepsIncomplete]: 403,
  [ErrorCode.FreeTrialQuotaUsed]: 409,
  [ErrorCode.CounselorDeclinesFreeTrial]: 422,
  [ErrorCode.CustomConsultationNotOffered]: 422,
  [ErrorCode.CustomConsultationAlreadyOpen]: 409,
  [ErrorCode.CustomConsultationNotOpen]: 409,
  [ErrorCode.CaseClientNotEligible]: 422,
  [ErrorCode.CaseAlreadyOpen]: 409,
  [ErrorCode.CaseClosed]: 409,
  [ErrorCode.ArticleNotEditable]: 409,
  [ErrorCode.ArticleNotInReview]: 409,
  [ErrorCode.LectureFull]: 409,
  [ErrorCode.LectureSignupClosed]: 409,
  [ErrorCode.LectureAlreadySignedUp]: 409,
  [ErrorCode.LectureNotCancellable]: 409,
  [ErrorCode.LectureTimeTaken]: 409,
  [ErrorCode.LectureNotCompleted]: 409,
  [ErrorCode.LectureAlreadyRated]: 409,
};
