import type { TLectureInput } from '@app/contracts/lectures';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { lectures } from '../../db/schema/lectures.ts';
import type { TTestApp } from '../../test/build-test-app.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** The test lecture's price. */
export const LECTURE_PRICE = 600;

/** A valid announcement: ten days after `now`, 90 minutes, sign-ups until three days before. */
export function lectureInput(now: Date, overrides: Partial<TLectureInput> = {}): TLectureInput {
  const startsAt = new Date(now.getTime() + 10 * DAY);
  return {
    title: '與焦慮和平共處：身心照顧團體',
    description: '透過呼吸練習、身體掃描與小組分享，認識焦慮的來源，練習在緊繃時照顧自己。',
    place: '臺北市大安區復興南路一段 390 號 3 樓（安心講堂）',
    startTime: startsAt.toISOString(),
    lengthMinutes: 90,
    signupDeadline: new Date(startsAt.getTime() - 3 * DAY).toISOString(),
    minMembers: 2,
    maxMembers: 12,
    price: LECTURE_PRICE,
    signupNote: '請穿著舒適的衣物，自備水杯。',
    ...overrides,
  };
}

/** Announces a lecture through the API as `counselor`; answers its id. */
export async function announceLecture(
  testApp: TTestApp,
  headers: { authorization: string },
  input: TLectureInput,
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/zh-tw/Counselor/Lectures',
    headers,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

/** A sign-up's body: the address typed twice, the rules agreed to. */
export const signupBody = (email: string) => ({ email, emailConfirm: email, agree: true as const });

/**
 * Inserts a lecture straight into the database, for times the API refuses (a deadline already
 * past); open and empty unless told otherwise.
 */
export async function insertLecture(
  db: DbOrTx,
  lecture: {
    counselorId: string;
    startsAt: Date;
    signupDeadline: Date;
    minMembers?: number;
    maxMembers?: number;
    price?: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(lectures)
    .values({
      counselorId: lecture.counselorId,
      title: '壓力調適工作坊',
      description: '一起練習辨認壓力訊號與放鬆的方法。',
      place: '臺北市中正區羅斯福路二段 100 號（心晴會議室）',
      startsAt: lecture.startsAt,
      endsAt: new Date(lecture.startsAt.getTime() + HOUR),
      lengthMinutes: 60,
      signupDeadline: lecture.signupDeadline,
      minMembers: lecture.minMembers ?? 1,
      maxMembers: lecture.maxMembers ?? 10,
      price: lecture.price ?? LECTURE_PRICE,
    })
    .returning({ id: lectures.id });
  if (!row) throw new Error('lecture not inserted');
  return row.id;
}
