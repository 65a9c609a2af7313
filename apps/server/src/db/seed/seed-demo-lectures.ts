import type { TLectureStatus } from '@app/contracts/lectures';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { factsOf } from '../../modules/lectures/lecture-changes.ts';
import type { TLectureNotice } from '../../modules/lectures/lecture-mails.tsx';
import type { TSignupRow } from '../../modules/lectures/lectures.repo.ts';
import { lectureFeedbackMailboxMail, lectureMailboxMail } from '../../modules/lectures/lectures.events.ts';
import type { DbOrTx, Tx } from '../client.ts';
import { counselorProfiles, users } from '../schema/accounts.ts';
import { lectureFeedback, lectures, lectureSignups } from '../schema/lectures.ts';
import { mails } from '../schema/mail.ts';
import { recordAudit } from '../../modules/audit/audit.service.ts';
import { recordDemoAudit } from './seed-demo-audit.ts';
import { taipeiTime } from './taipei-time.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

type TIds = (email: string) => string;

/** A member's rating of a completed lecture, given this many hours after its end. */
type TDemoRating = { grade: number; comment: string; hoursAfter: number };

/**
 * A member by e-mail, when (Taipei, days from the seed's date) they signed up, and their rating
 * when the lecture is completed and they gave one.
 */
type TDemoMember = { email: string; days: number; hour: number; minute: number; rating?: TDemoRating };

type TDemoLecture = {
  counselor: string;
  title: string;
  description: string;
  place: string;
  signupNote: string;
  /** Starts this many days after the seed's Taipei date, at `hour` o'clock Taipei time. */
  days: number;
  hour: number;
  lengthMinutes: 60 | 90 | 120 | 180;
  /** Sign-ups close this many days before the start. */
  deadlineDaysBefore: number;
  minMembers: number;
  maxMembers: number;
  price: number;
  /** Where it stands now: open, or what its deadline (and end) made of it. */
  status: TLectureStatus;
  members: TDemoMember[];
};

const member = (
  email: string,
  days: number,
  hour: number,
  minute = 0,
  rating?: TDemoRating,
): TDemoMember => ({
  email,
  days,
  hour,
  minute,
  ...(rating ? { rating } : {}),
});

/**
 * The demo's lectures: counselor1's anxiety group taking sign-ups in ten days (the demo client and
 * two past clients paid), counselor2's grief group confirmed for three days from now, counselor3's
 * free workshop in three weeks, counselor1's sleep group of last month (completed, rated by two
 * past clients; the demo client has yet to rate it) and
 * counselor4's workshop called off at its deadline for too few sign-ups (halfway@ refunded). The
 * venues are invented.
 */
const demoLectures: TDemoLecture[] = [
  {
    counselor: 'counselor1@demo.test',
    title: '焦慮照顧小團體：與緊繃的自己相處',
    description:
      '焦慮常常讓人睡不好、停不下來，也很難跟別人說清楚。這個團體用四個段落陪你認識焦慮：身體的警訊、腦中的擔心、與擔心相處的練習，以及帶得走的日常照顧方法。過程中有呼吸與身體掃描練習，也有小組分享，但你可以只聽不說，用自己的步調參與。',
    place: '臺北市大安區復興南路一段 390 號 3 樓（安心諮商所 團體室）',
    signupNote: '請穿著舒適的衣物，自備水杯。捷運大安站 5 號出口步行約 3 分鐘，請提早 10 分鐘報到。',
    days: 10,
    hour: 19,
    lengthMinutes: 90,
    deadlineDaysBefore: 3,
    minMembers: 6,
    maxMembers: 12,
    price: 600,
    status: 'open',
    members: [
      member('past-client1@demo.test', -4, 12, 30),
      member('client@demo.test', -2, 21, 15),
      member('past-client2@demo.test', -1, 9, 5),
    ],
  },
  {
    counselor: 'counselor2@demo.test',
    title: '走過失落：哀傷陪伴團體',
    description:
      '失去重要的人之後，日子好像還在走，心卻停在原地。這是一個安全、慢慢來的團體，我們會談談失落後常見的反應、和回憶共處的方式，以及如何在想念裡照顧自己。不需要準備什麼，帶著現在的自己來就好。',
    place: '新北市板橋區文化路一段 188 巷 12 號 2 樓（板橋心晴會館 201 教室）',
    signupNote: '團體中分享的內容請彼此保密。可攜帶一張想分享的照片或小物（非必要）。',
    days: 3,
    hour: 14,
    lengthMinutes: 120,
    deadlineDaysBefore: 4,
    minMembers: 4,
    maxMembers: 10,
    price: 800,
    status: 'confirmed',
    members: [
      member('past-client2@demo.test', -12, 10),
      member('client@demo.test', -9, 20, 40),
      member('past-client3@demo.test', -8, 22),
      member('past-client4@demo.test', -6, 13, 30),
    ],
  },
  {
    counselor: 'counselor3@demo.test',
    title: '親子溝通工作坊：聽見孩子也照顧自己',
    description:
      '孩子一句「不要管我」，常讓爸媽又氣又受傷。工作坊透過情境演練與小組討論，練習聽懂孩子行為背後的需要、說出自己的感受，也看見身為父母的疲憊。適合家有國小到國中孩子的家長。',
    place: '臺北市中山區南京東路二段 97 號 8 樓（中山親子共學空間）',
    signupNote: '本場免費，名額有限；若無法出席，請在報名截止前取消，把位置留給其他家長。',
    days: 21,
    hour: 10,
    lengthMinutes: 120,
    deadlineDaysBefore: 7,
    minMembers: 5,
    maxMembers: 20,
    price: 0,
    status: 'open',
    members: [],
  },
  {
    counselor: 'counselor1@demo.test',
    title: '睡個好覺：失眠與壓力的身心調適',
    description:
      '躺上床卻停不下腦袋？這場講座整理失眠與壓力的關係，帶大家練習睡前放鬆、安排「擔心時間」，也聊聊怎麼建立適合自己的睡前儀式。',
    place: '臺北市大安區復興南路一段 390 號 3 樓（安心諮商所 團體室）',
    signupNote: '可自備小毯子，練習時會躺在瑜伽墊上。',
    days: -30,
    hour: 19,
    lengthMinutes: 90,
    deadlineDaysBefore: 3,
    minMembers: 4,
    maxMembers: 12,
    price: 500,
    status: 'completed',
    members: [
      member('past-client1@demo.test', -40, 8, 50, {
        grade: 5,
        comment: '「擔心時間」很實用，這幾週入睡快多了。老師講解清楚，練習的步調也很舒服。',
        hoursAfter: 14,
      }),
      member('client@demo.test', -38, 22, 10),
      member('past-client3@demo.test', -36, 12, 20, {
        grade: 4,
        comment: '內容很受用，希望躺著練習的時間可以再長一點。',
        hoursAfter: 40,
      }),
      member('past-client4@demo.test', -35, 19, 45),
    ],
  },
  {
    counselor: 'counselor4@demo.test',
    title: '職場壓力紓解工作坊',
    description:
      '在期待與現實之間拉扯、下班後還放不下工作？工作坊帶你辨認自己的壓力訊號，整理可以調整的節奏，並練習幾個在辦公室就能做的紓壓方法。',
    place: '臺北市信義區松仁路 100 號 12 樓（信義共享會議中心 C 室）',
    signupNote: '歡迎帶著最近讓你有壓力的工作情境來討論。',
    days: 2,
    hour: 19,
    lengthMinutes: 90,
    deadlineDaysBefore: 3,
    minMembers: 6,
    maxMembers: 15,
    price: 400,
    status: 'canceled',
    members: [member('halfway@demo.test', -5, 20, 10)],
  },
];

/**
 * Adds each demo lecture that is missing (a counselor's lecture of the same title counts as there)
 * with its sign-ups, the audit rows the product would have written and the mails its deadline and
 * end sent, worded as the product words them. Their payments are the wallet's (seed-demo-wallet.ts).
 */
export async function seedDemoLectures(tx: Tx, ids: TIds, now: Date): Promise<void> {
  const existing = await tx
    .select({ counselorId: lectures.counselorId, title: lectures.title })
    .from(lectures)
    .where(
      inArray(
        lectures.counselorId,
        demoLectures.map((lecture) => ids(lecture.counselor)),
      ),
    );
  const there = new Set(existing.map((row) => `${row.counselorId}\n${row.title}`));
  const missing = demoLectures.filter((lecture) => !there.has(`${ids(lecture.counselor)}\n${lecture.title}`));
  for (const demo of missing) await addLecture(tx, ids, now, demo);
}

async function addLecture(tx: Tx, ids: TIds, now: Date, demo: TDemoLecture): Promise<void> {
  const counselorId = ids(demo.counselor);
  const startsAt = taipeiTime(now, demo.days, demo.hour);
  const endsAt = new Date(startsAt.getTime() + demo.lengthMinutes * MINUTE);
  const signupDeadline = new Date(startsAt.getTime() - demo.deadlineDaysBefore * DAY);
  const canceled = demo.status === 'canceled';
  // Settled a minute after the deadline, completed a few minutes after the end.
  const settledAt = new Date(signupDeadline.getTime() + MINUTE);
  const completedAt = new Date(endsAt.getTime() + 5 * MINUTE);
  // Announced two days before the first sign-up, and at least two weeks before it starts.
  const createdAt = taipeiTime(
    now,
    Math.min(...demo.members.map((one) => one.days), demo.days - 14, -1) - 2,
    21,
    30,
  );
  const [lecture] = await tx
    .insert(lectures)
    .values({
      counselorId,
      title: demo.title,
      description: demo.description,
      place: demo.place,
      startsAt,
      endsAt,
      lengthMinutes: demo.lengthMinutes,
      signupDeadline,
      minMembers: demo.minMembers,
      maxMembers: demo.maxMembers,
      memberCount: canceled ? 0 : demo.members.length,
      price: demo.price,
      signupNote: demo.signupNote,
      status: demo.status,
      cancelCause: canceled ? 'too_few_members' : null,
      createdAt,
      updatedAt: demo.status === 'completed' ? completedAt : demo.status === 'open' ? createdAt : settledAt,
    })
    .returning();
  if (!lecture) throw new Error(`demo lecture ${demo.title} not inserted`);
  const counselor = { userId: counselorId, role: 'counselor' } as const;
  const subject = { subjectType: 'lecture', subjectId: lecture.id } as const;
  await recordDemoAudit(tx, counselor, {
    ...subject,
    action: 'lecture.created',
    details: { start: startsAt.toISOString(), lengthMinutes: demo.lengthMinutes, price: demo.price },
    at: createdAt,
  });

  const signups = [];
  for (const one of demo.members) {
    const clientId = ids(one.email);
    const signedUpAt = taipeiTime(now, one.days, one.hour, one.minute);
    const [signup] = await tx
      .insert(lectureSignups)
      .values({
        lectureId: lecture.id,
        clientId,
        email: one.email,
        paid: demo.price,
        status: canceled ? 'refunded' : 'active',
        createdAt: signedUpAt,
        updatedAt: canceled ? settledAt : signedUpAt,
      })
      .returning();
    if (!signup) throw new Error(`demo sign-up of ${one.email} not inserted`);
    signups.push(signup);
    await recordDemoAudit(
      tx,
      { userId: clientId, role: 'client' },
      {
        ...subject,
        action: 'lecture.signed_up',
        details: { signupId: signup.id, paid: signup.paid },
        at: signedUpAt,
      },
    );
  }
  if (demo.status === 'open') return;

  // What the jobs did at the deadline (and after the end), and the mails they sent.
  const settled = canceled ? 'lecture.canceled' : 'lecture.confirmed';
  const details = canceled
    ? {
        cause: 'too_few_members',
        reason: null,
        refunded: signups.length,
        points: demo.price * signups.length,
      }
    : { members: signups.length };
  // Rows the jobs wrote: no person, the seed's request id.
  const job = { userId: null, role: null, ip: null, requestId: 'seed:demo' };
  await recordAudit(tx, { ...subject, actor: job, action: settled, details, at: settledAt });
  if (demo.status === 'completed')
    await recordAudit(tx, { ...subject, actor: job, action: 'lecture.completed', at: completedAt });

  const people = new Map(
    (
      await tx
        .select({ id: users.id, nickname: users.nickname, fullName: counselorProfiles.fullName })
        .from(users)
        .leftJoin(counselorProfiles, eq(counselorProfiles.userId, users.id))
        .where(inArray(users.id, [counselorId, ...signups.map((one) => one.clientId)]))
    ).map((row) => [row.id, row]),
  );
  const facts = factsOf(lecture, people);
  const members = signups.length;
  const atDeadline: TLectureNotice = canceled
    ? { kind: 'tooFewMembers', to: 'member', members, minMembers: demo.minMembers, refunded: demo.price }
    : { kind: 'confirmed', to: 'member', members };
  const toCounselor: TLectureNotice = canceled
    ? { kind: 'tooFewMembers', to: 'counselor', members, minMembers: demo.minMembers, refunded: 0 }
    : { kind: 'confirmed', to: 'counselor', members };
  const ratings = demo.status === 'completed' ? await addRatings(tx, demo, signups, completedAt) : [];
  const sent = [
    ...signups.map((one) => ({ to: one.clientId, notice: atDeadline, at: settledAt })),
    { to: counselorId, notice: toCounselor, at: settledAt },
    ...(demo.status === 'completed'
      ? signups.map((one) => ({ to: one.clientId, notice: { kind: 'completed' } as const, at: completedAt }))
      : []),
  ];
  const told = [
    ...sent.map(({ to, notice, at }) => ({
      mail: lectureMailboxMail({ notice, lecture: facts, to: { id: to, email: '', nickname: '' } }),
      at,
    })),
    ...ratings.map((rating) => ({
      mail: lectureFeedbackMailboxMail({ lecture, grade: rating.grade }),
      at: rating.createdAt,
    })),
  ];
  await tx.insert(mails).values(
    told.map(({ mail, at }) => {
      // What is older than a day has been read; the latest waits in the mailbox.
      const read = now.getTime() - at.getTime() > DAY;
      return {
        userId: mail.userId,
        type: mail.type,
        message: mail.message,
        link: mail.link ?? null,
        isRead: read,
        readAt: read ? new Date(at.getTime() + 2 * 60 * MINUTE) : null,
        createdAt: at,
      };
    }),
  );
}

/** The ratings of the members who gave one, hours or days after the lecture ended. */
async function addRatings(tx: Tx, demo: TDemoLecture, signups: TSignupRow[], endedAt: Date) {
  const given = demo.members.flatMap((one, index) => {
    const signup = signups[index];
    return one.rating && signup
      ? [
          {
            signupId: signup.id,
            lectureId: signup.lectureId,
            grade: one.rating.grade,
            comment: one.rating.comment,
            createdAt: new Date(endedAt.getTime() + one.rating.hoursAfter * 60 * MINUTE),
          },
        ]
      : [];
  });
  if (given.length === 0) return [];
  return tx.insert(lectureFeedback).values(given).returning();
}

/** The demo lectures' paid sign-ups, for the wallet to pay: who paid what for which lecture. */
export function demoLectureSignups(db: DbOrTx) {
  return db
    .select({ signup: lectureSignups, lecture: lectures })
    .from(lectureSignups)
    .innerJoin(lectures, eq(lectures.id, lectureSignups.lectureId))
    .where(
      and(
        inArray(
          lectures.title,
          demoLectures.map((lecture) => lecture.title),
        ),
        gt(lectureSignups.paid, 0),
      ),
    );
}
