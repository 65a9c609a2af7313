import { CUSTOM_CONSULTATION_ANSWER_HOURS } from '@app/contracts/custom-consultations';
import { CourseLength, CourseStatus, CourseType, courseLengthTotalMinutes } from '@app/contracts/enums';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { counselorProfiles } from '../schema/accounts.ts';
import { courses } from '../schema/courses.ts';
import { customConsultationRequests as requests } from '../schema/custom-consultations.ts';
import { taipeiTime } from './taipei-time.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const DEMO_CLIENT = 'client@demo.test';
const DEMO_COUNSELOR = 'counselor1@demo.test';

const PAID_LENGTH = CourseLength.SixtyMinutes;

type TIds = (email: string) => string;

/**
 * client@'s custom consultations: one with counselor1 accepted and paid (its course at `paidStartsAt`;
 * the payment is posted by seedDemoWallet), one declined by counselor2 with a reason, and one
 * waiting for counselor1's answer (added again whenever none is pending, so counselor1's list
 * always has one to answer).
 */
export async function seedCustomConsultations(
  tx: Tx,
  ids: TIds,
  now: Date,
  paidStartsAt: Date,
): Promise<void> {
  const clientId = ids(DEMO_CLIENT);
  const counselorId = ids(DEMO_COUNSELOR);
  const answered = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.clientId, clientId), ne(requests.status, 'pending')))
    .limit(1);
  if (answered.length === 0) {
    const [profile] = await tx
      .select({ price: counselorProfiles.customConsultationPrice })
      .from(counselorProfiles)
      .where(eq(counselorProfiles.userId, counselorId));
    const price = profile?.price ?? 2400;
    const startsAt = paidStartsAt;
    // Asked six days ago in the evening, Taiwan time; accepted (and paid) a day later.
    const askedAt = taipeiTime(now, -6, 21, 15);
    const [course] = await tx
      .insert(courses)
      .values({
        type: CourseType.Treatment,
        status: CourseStatus.Init,
        length: PAID_LENGTH,
        clientId,
        counselorId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + courseLengthTotalMinutes[PAID_LENGTH] * 60_000),
        price,
        paidPoints: price,
        createdAt: new Date(askedAt.getTime() + DAY),
      })
      // A time someone has booked since is left to them (courses_no_overlap).
      .onConflictDoNothing()
      .returning({ id: courses.id });
    if (course) {
      await tx.insert(requests).values([
        {
          clientId,
          counselorId,
          status: 'accepted',
          message: '最近換了新工作，常常失眠，想找時間好好聊聊怎麼調整步調。',
          preferredTimes: '平日下午三點以後',
          length: PAID_LENGTH,
          expiresAt: new Date(askedAt.getTime() + CUSTOM_CONSULTATION_ANSWER_HOURS * HOUR),
          price,
          courseId: course.id,
          answeredAt: new Date(askedAt.getTime() + DAY),
          createdAt: askedAt,
          updatedAt: new Date(askedAt.getTime() + DAY),
        },
        {
          clientId,
          counselorId: ids('counselor2@demo.test'),
          status: 'declined',
          message: '想談談和伴侶之間的溝通問題。',
          preferredTimes: '週末晚上',
          length: CourseLength.NinetyMinutes,
          expiresAt: new Date(askedAt.getTime() + CUSTOM_CONSULTATION_ANSWER_HOURS * HOUR),
          declineReason: '伴侶諮商不在我目前的服務範圍，建議預約陳怡君諮商師。',
          answeredAt: new Date(askedAt.getTime() + 2 * DAY),
          createdAt: new Date(askedAt.getTime() - DAY),
          updatedAt: new Date(askedAt.getTime() + 2 * DAY),
        },
      ]);
    }
  }
  await tx
    .insert(requests)
    .values({
      clientId,
      counselorId,
      message: '上次談完之後好很多，想再約一次，聊聊回到職場的焦慮。',
      preferredTimes: '週間上午十點到十二點',
      length: CourseLength.SixtyMinutes,
      expiresAt: new Date(now.getTime() + CUSTOM_CONSULTATION_ANSWER_HOURS * HOUR),
      createdAt: now,
      updatedAt: now,
    })
    // custom_consultation_requests_one_pending: one is waiting already.
    .onConflictDoNothing();
}
