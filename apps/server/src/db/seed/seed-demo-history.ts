import { MailType, type TMailType } from '@app/contracts/mail';
import { CourseLength, CourseStatus, CourseType, courseLengthTotalMinutes } from '@app/contracts/enums';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { courseFeedback, courses } from '../schema/courses.ts';
import { mails } from '../schema/mail.ts';
import { taipeiTime } from './taipei-time.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

type TIds = (email: string) => string;

/**
 * A past client by number (past-client{n}@demo.test), or the established demo client, and the hour
 * (Taipei) the session started, within the counselor's service hours.
 */
type TPastRating = { client: number | 'demo'; hour: number; grade: number; comment: string };

const DEMO_CLIENT = 'client@demo.test';

/**
 * Rated sessions of the past weeks, by counselor, oldest first. counselor3 and counselor4 have
 * none, so the directory also shows how a counselor nobody rated yet looks. Two are the demo
 * client's, so that their course records show sessions they rated.
 */
const pastRatings: Record<string, TPastRating[]> = {
  'counselor1@demo.test': [
    {
      client: 1,
      hour: 10,
      grade: 5,
      comment: '第一次覺得焦慮是可以被理解的，也學到睡前的呼吸練習，謝謝怡君老師。',
    },
    { client: 2, hour: 15, grade: 4, comment: '' },
    { client: 'demo', hour: 14, grade: 5, comment: '步調很舒服，不會被催促，談完心裡輕鬆很多。' },
    { client: 4, hour: 16, grade: 4, comment: '視訊很順暢，在家就能談，比想像中自在。' },
    { client: 1, hour: 11, grade: 5, comment: '老師會幫我整理想法，給的小練習很實用，這週睡得比較好了。' },
  ],
  'counselor2@demo.test': [
    { client: 2, hour: 20, grade: 5, comment: '志明老師很有耐心，陪我慢慢說完母親離開後的心情。' },
    { client: 'demo', hour: 19, grade: 4, comment: '給了我跟家人溝通的具體方法，回家試了有效。' },
    { client: 4, hour: 21, grade: 5, comment: '' },
  ],
};

/** Completed, rated sessions for each counselor above that has no rating yet. */
export async function seedPastRatings(tx: Tx, ids: TIds, now: Date): Promise<void> {
  for (const [counselorEmail, ratings] of Object.entries(pastRatings)) {
    const counselorId = ids(counselorEmail);
    const [rated] = await tx
      .select({ n: count() })
      .from(courseFeedback)
      .where(eq(courseFeedback.counselorId, counselorId));
    if ((rated?.n ?? 0) > 0) continue;
    for (const [index, rating] of ratings.entries()) {
      // A week apart, ending two weeks ago: clear of the demo client's own completed session.
      const startsAt = taipeiTime(now, -(14 + 7 * (ratings.length - 1 - index)), rating.hour);
      const endsAt = new Date(
        startsAt.getTime() + courseLengthTotalMinutes[CourseLength.SixtyMinutes] * 60_000,
      );
      const clientId = ids(rating.client === 'demo' ? DEMO_CLIENT : `past-client${rating.client}@demo.test`);
      const [course] = await tx
        .insert(courses)
        .values({
          type: CourseType.IssueCourse,
          status: CourseStatus.Completed,
          length: CourseLength.SixtyMinutes,
          clientId,
          counselorId,
          startsAt,
          endsAt,
          completedAt: endsAt,
          createdAt: new Date(startsAt.getTime() - 5 * DAY),
        })
        .onConflictDoNothing()
        .returning({ id: courses.id });
      if (!course) continue;
      await tx.insert(courseFeedback).values({
        courseId: course.id,
        clientId,
        counselorId,
        grade: rating.grade,
        comment: rating.comment,
        createdAt: new Date(endsAt.getTime() + 2 * HOUR),
      });
    }
  }
}

/**
 * More of the demo client's history for their course records: their free trial with counselor1 a
 * month ago (before their paid sessions, which refilled their trial quota), a session counselor2
 * canceled and a completed one with counselor2 they have not rated yet (besides counselor1's of a
 * week ago).
 */
export async function seedDemoClientRecords(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const clientId = ids(DEMO_CLIENT);
  const counselorId = ids('counselor2@demo.test');
  const [canceled] = await tx
    .select({ n: count() })
    .from(courses)
    .where(and(eq(courses.clientId, clientId), eq(courses.status, CourseStatus.Canceled)));
  if ((canceled?.n ?? 0) > 0) return;
  const minutes = courseLengthTotalMinutes[CourseLength.SixtyMinutes];
  const session = (
    days: number,
    hour: number,
    status: typeof CourseStatus.Canceled | typeof CourseStatus.Completed,
  ) => {
    const startsAt = taipeiTime(now, days, hour);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    return {
      type: CourseType.IssueCourse,
      status,
      length: CourseLength.SixtyMinutes,
      clientId,
      counselorId,
      startsAt,
      endsAt,
      completedAt: status === CourseStatus.Completed ? endsAt : null,
      createdAt: new Date(startsAt.getTime() - 5 * DAY),
    };
  };
  // Clear of counselor1's rated sessions, which fall on whole weeks ago.
  const trialStart = taipeiTime(now, -31, 10);
  const trialEnd = new Date(
    trialStart.getTime() + courseLengthTotalMinutes[CourseLength.TwentyMinutes] * 60_000,
  );
  await tx
    .insert(courses)
    .values([
      {
        type: CourseType.TestCourse,
        status: CourseStatus.Completed,
        length: CourseLength.TwentyMinutes,
        clientId,
        counselorId: ids('counselor1@demo.test'),
        startsAt: trialStart,
        endsAt: trialEnd,
        completedAt: trialEnd,
        createdAt: new Date(trialStart.getTime() - 2 * DAY),
      },
      session(-10, 15, CourseStatus.Canceled),
      session(-3, 11, CourseStatus.Completed),
    ])
    .onConflictDoNothing();
}

type TDemoMail = { type: TMailType; message: string; link: string | null; hoursAgo: number; read: boolean };

/** A few mails in every demo mailbox, read and unread, as the product would have sent them. */
const demoMails: Record<string, TDemoMail[]> = {
  'client@demo.test': [
    {
      type: MailType.ReserveCourse,
      message:
        '你已成功預約陳怡君諮商心理師的「告別焦慮：找回安穩的日常」，時間與進入諮商室的方式都在「即將進行的諮商」。',
      link: '/user/nextcourse',
      hoursAgo: 5,
      read: false,
    },
    {
      type: MailType.CompleteCourseFeedback,
      message: '你與陳怡君諮商心理師的諮商已經完成。歡迎留下評分與回饋，讓下一次的諮商更貼近你的需要。',
      link: '/user/courserecords',
      hoursAgo: 6 * 24,
      read: false,
    },
    {
      type: MailType.OldClientFreeCourseNotify,
      message:
        '歡迎回來！完成付費諮商後，你的免費體驗次數已補回一次，可以再預約一次 20 分鐘的免費體驗，認識其他諮商師。',
      link: '/team?freeTrial=true',
      hoursAgo: 3 * 24 - 1,
      read: false,
    },
    {
      type: MailType.ArticleLaunched,
      message: '新的專欄文章上架：〈睡不好的夜裡，可以怎麼照顧自己〉。',
      link: '/article',
      hoursAgo: 9 * 24,
      read: true,
    },
  ],
  'newclient@demo.test': [
    {
      type: MailType.FreeCourseNotify,
      message: '歡迎加入！你可以預約一次 20 分鐘的免費體驗，先認識諮商師，再決定要不要開始諮商。',
      link: '/user/freecourseprompt',
      hoursAgo: 2,
      read: false,
    },
    {
      type: MailType.QuestionnaireNotify,
      message: '預約免費體驗前，請花三分鐘填寫體驗前問卷，讓諮商師先了解你想談的方向。',
      link: '/questionnaire',
      hoursAgo: 1,
      read: false,
    },
  ],
  'halfway@demo.test': [
    {
      type: MailType.FreeCourseNotify,
      message: '歡迎加入！完成手機驗證與初談問卷，即可獲得 200 點紅利，並預約一次 20 分鐘的免費體驗諮商。',
      link: '/user/freecourseprompt',
      hoursAgo: 26,
      read: true,
    },
    {
      type: MailType.QuestionnaireNotify,
      message: '手機驗證完成！再填寫一份簡短的初談問卷，就能獲得 200 點紅利。',
      link: '/questionnaire',
      hoursAgo: 25,
      read: false,
    },
  ],
  'applicant@demo.test': [
    {
      type: MailType.CounselorApply,
      message: '我們收到你的諮商師加入申請了。審核約需 3 到 5 個工作天，結果會通知你。',
      link: '/applycounselorstep',
      hoursAgo: 2 * 24,
      read: true,
    },
    {
      type: MailType.ArticleLaunched,
      message: '新的專欄文章上架：〈和家人談心事之前，先照顧好自己〉。',
      link: '/article',
      hoursAgo: 20,
      read: false,
    },
  ],
  'counselor1@demo.test': [
    {
      type: MailType.ReserveCourse,
      message: '小安預約了你的「告別焦慮：找回安穩的日常」，請到「即將進行的諮商」確認時間。',
      link: '/counselor/nextcourse',
      hoursAgo: 5,
      read: false,
    },
    {
      type: MailType.GetFeedback,
      message: '你收到一則新的評價：5 顆星，「老師會幫我整理想法，給的小練習很實用」。',
      link: '/counselor/coursefeedback',
      hoursAgo: 13 * 24,
      read: true,
    },
    {
      type: MailType.ApproveCourse,
      message: '你的諮商主題「好好睡一覺：失眠與壓力調適」已通過審核，個案現在可以預約了。',
      link: '/counselor/issuecourselist',
      hoursAgo: 20 * 24,
      read: true,
    },
  ],
  'counselor2@demo.test': [
    {
      type: MailType.ReserveCourse,
      message: '小安預約了你的「走過失落：陪你慢慢整理哀傷」，請到「即將進行的諮商」確認時間。',
      link: '/counselor/nextcourse',
      hoursAgo: 30,
      read: false,
    },
    {
      type: MailType.GetFeedback,
      message: '你收到一則新的評價：4 顆星，「給了我跟家人溝通的具體方法」。',
      link: '/counselor/coursefeedback',
      hoursAgo: 15 * 24,
      read: true,
    },
  ],
  'counselor3@demo.test': [
    {
      type: MailType.CounselorSchedule,
      message: '你還沒有設定服務時間。設定之後，個案才能預約你的諮商主題。',
      link: '/counselor/schedule-calendar',
      hoursAgo: 3,
      read: false,
    },
    {
      type: MailType.CounselorApplyAccepted,
      message: '恭喜！你的諮商師加入申請已通過審核，歡迎加入線上主題諮商。',
      link: '/counselor/personal',
      hoursAgo: 10 * 24,
      read: true,
    },
  ],
  'counselor4@demo.test': [
    {
      type: MailType.CounselorSchedule,
      message: '你還沒有設定服務時間。設定之後，個案才能預約你的諮商主題。',
      link: '/counselor/schedule-calendar',
      hoursAgo: 4,
      read: false,
    },
    {
      type: MailType.CounselorApplyAccepted,
      message: '恭喜！你的諮商師加入申請已通過審核，歡迎加入線上主題諮商。',
      link: '/counselor/personal',
      hoursAgo: 12 * 24,
      read: true,
    },
  ],
  'expert@demo.test': [
    {
      type: MailType.CounselorApply,
      message: '周欣怡送出了諮商師加入申請，等待你審核。',
      link: '/expert/applicationlist',
      hoursAgo: 2 * 24,
      read: false,
    },
    {
      type: MailType.ReviewCounselorLicense,
      message: '王雅婷提出了證照異動申請，等待你審核。',
      link: '/expert/reviewlicense',
      hoursAgo: 26,
      read: false,
    },
    {
      type: MailType.ApproveResultToExpert,
      message: '你已通過林志明的諮商主題「走過失落：陪你慢慢整理哀傷」。',
      link: '/expert/reviewissuecourselist',
      hoursAgo: 18 * 24,
      read: true,
    },
  ],
};

/** Fills each demo mailbox that has none of its demo mails yet (the reminders' lines aside). */
export async function seedMailboxes(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const boxes = Object.entries(demoMails).map(([email, wanted]) => ({ userId: ids(email), wanted }));
  // One query for every mailbox: those holding any of their demo mails already are left as they are.
  const seeded = await tx
    .selectDistinct({ userId: mails.userId })
    .from(mails)
    .where(
      and(
        inArray(
          mails.userId,
          boxes.map((box) => box.userId),
        ),
        inArray(
          mails.message,
          boxes.flatMap((box) => box.wanted.map((mail) => mail.message)),
        ),
      ),
    );
  const done = new Set(seeded.map((row) => row.userId));
  const rows = boxes
    .filter((box) => !done.has(box.userId))
    .flatMap(({ userId, wanted }) =>
      wanted.map((mail) => {
        const createdAt = new Date(now.getTime() - mail.hoursAgo * HOUR);
        return {
          userId,
          type: mail.type,
          message: mail.message,
          link: mail.link,
          isRead: mail.read,
          readAt: mail.read ? new Date(createdAt.getTime() + HOUR) : null,
          createdAt,
        };
      }),
    );
  if (rows.length) await tx.insert(mails).values(rows);
}
