import {
  ZCounselorLectureSchema,
  ZLectureSchema,
  ZLectureSignupSchema,
  type TCounselorLecture,
  type TLecture,
  type TLectureSignup,
} from '@app/contracts/lectures';

/** counselor1's open lecture as the API answers, checked against the contract. */
export function lecture(overrides: Partial<TLecture> = {}): TLecture {
  return ZLectureSchema.parse({
    id: 'c3000000-0000-4000-8000-000000000001',
    status: 'open',
    title: '與焦慮和平共處：實體小團體',
    description: '一起認識焦慮從哪裡來。\n練習三個在日常裡用得上的安定方法。',
    place: '晴天諮商所三樓教室（臺北市大安區和平東路一段 1 號）',
    // Saturday 2030-01-12, 14:00 to 16:00 in Taiwan.
    startTime: '2030-01-12T06:00:00.000Z',
    endTime: '2030-01-12T08:00:00.000Z',
    lengthMinutes: 120,
    // Saturday 2030-01-05, 23:59 in Taiwan.
    signupDeadline: '2030-01-05T15:59:00.000Z',
    minMembers: 3,
    maxMembers: 8,
    memberCount: 2,
    price: 600,
    signupNote: '請穿著輕便的衣服，可以自備水杯。',
    acceptingSignups: true,
    host: { id: 'c0a80101-0000-4000-8000-000000000001', fullName: '陳怡君', photo: null },
    ...overrides,
  });
}

/** The demo client's sign-up for a lecture, checked against the contract. */
export function lectureSignup(overrides: Partial<TLectureSignup> = {}): TLectureSignup {
  return ZLectureSignupSchema.parse({
    id: 'd4000000-0000-4000-8000-000000000001',
    lecture: lecture(),
    email: 'client@demo.test',
    paid: 600,
    status: 'active',
    cancelReason: null,
    signedUpAt: '2029-12-20T02:00:00.000Z',
    feedback: null,
    canRate: false,
    ...overrides,
  });
}

/** A lecture as its counselor sees it, with its members, checked against the contract. */
export function counselorLecture(overrides: Partial<TCounselorLecture> = {}): TCounselorLecture {
  return ZCounselorLectureSchema.parse({
    ...lecture(),
    cancelCause: null,
    cancelReason: null,
    members: [
      { nickName: '小安', email: 'client@demo.test', signedUpAt: '2029-12-20T02:00:00.000Z', feedback: null },
      { nickName: '阿哲', email: 'zhe@example.test', signedUpAt: '2029-12-21T03:30:00.000Z', feedback: null },
    ],
    feedbackCount: 0,
    averageGrade: 0,
    ...overrides,
  });
}
