import { z } from 'zod';
import { ZPageSchema } from './envelope.ts';

/** The numbered mail (notification) types of the domain spec §4; 33 to 35, 38, 39 and 41 are not used. */
export const MailType = {
  ReserveCourse: 0,
  CancelCourse: 1,
  CancelWithin24hClient: 2,
  CancelWithin24hCounselor: 3,
  Remind: 4,
  CompleteCourseFeedback: 5,
  ApproveCourse: 6,
  ApproveResult: 7,
  GetFeedback: 8,
  ClientLateOver10Min: 9,
  CounselorLateOver10Min: 10,
  CounselorApply: 11,
  ApproveResultToExpert: 12,
  RejectResultToExpert: 13,
  CourseRejectedToCounselor: 14,
  CounselorApplyRejected: 15,
  CounselorApplyAccepted: 16,
  AllLateOver10Min: 17,
  ArticleLaunched: 18,
  ReviewCounselorLicense: 19,
  ReviewCounselorLicenseResult: 20,
  ReserveCustomizedCourse: 21,
  FreeCourseNotify: 22,
  QuestionnaireNotify: 23,
  CancelFreeCourse: 24,
  FreeCourseClientLateOver10Min: 25,
  FreeCourseCounselorLateOver10Min: 26,
  FreeCourseAllLateOver10Min: 27,
  FreeCourseAddCount: 28,
  FreeCourseNotifyNewVersion: 29,
  CounselorLateFreeCourseNewVersion: 30,
  CounselorSchedule: 31,
  ClientCourse: 32,
  GroupCourseSuccess: 36,
  GroupCourseFail: 37,
  CompleteGroupCourseFeedback: 40,
  CourseCancelReasonMessage: 42,
  BonusFreeCourse: 43,
  BonusNotify: 44,
  QuestionnaireNotComplete: 45,
  OldClientFreeCourseNotify: 46,
  DataLoss: 99,
} as const;
export type TMailType = (typeof MailType)[keyof typeof MailType];

/**
 * GET /Mail answers 10 records a page. The mailbox asks for the next page when the tenth record
 * of a page is reached (shell spec §4), so a page is exactly that many.
 */
export const MAIL_PAGE_SIZE = 10;

/** Query flags arrive as the strings true / false, as the original client sends them. */
const ZQueryFlagSchema = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

export const ZMailSchema = z.object({
  id: z.uuid(),
  type: z.number().int(),
  message: z.string(),
  /** The web app path the mail is about, or null. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  /** ISO 8601; shown as yyyy/MM/dd HH:mm. */
  createTime: z.string(),
});
export type TMail = z.infer<typeof ZMailSchema>;

/** GET /api/{locale}/Mail?IsUnread=&start_page= */
export const ZMailListQuerySchema = z.object({
  IsUnread: ZQueryFlagSchema,
  start_page: z.coerce.number().int().min(0).default(0),
});
export type TMailListQuery = z.infer<typeof ZMailListQuerySchema>;

export const ZMailPageSchema = ZPageSchema(ZMailSchema);
export type TMailPage = z.infer<typeof ZMailPageSchema>;

/** POST /api/{locale}/Mail/IsRead?IsSetAll= */
export const ZMarkMailsReadQuerySchema = z.object({ IsSetAll: ZQueryFlagSchema });

const ZMailIdsSchema = z.array(z.uuid()).max(1000);
/**
 * The ids to mark: the spec's bare list, or `{ ids }`. Empty with IsSetAll=true (and ignored
 * then); ids of other users' mails are ignored.
 */
export const ZMarkMailsReadBodySchema = z
  .union([ZMailIdsSchema, z.object({ ids: ZMailIdsSchema })])
  .nullish()
  .transform((body) => (Array.isArray(body) ? body : (body?.ids ?? [])));
export type TMarkMailsReadBody = z.input<typeof ZMarkMailsReadBodySchema>;
