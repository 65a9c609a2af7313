import type { TGivenFeedback } from '@app/contracts/feedback';
import type { TCounselorLecture, TLecture, TLectureSignup } from '@app/contracts/lectures';
import type { TUserSummary } from '../accounts/accounts.service.ts';
import type { TFeedbackRow, TLectureRow, TSignupRow } from './lectures.repo.ts';

/** The page of a lecture (and the link of its notices). */
export const lecturePath = (id: string) => `/viewcounseloronlinegroup/1?id=${encodeURIComponent(id)}`;

/** Open, before its deadline and with a seat left. */
export function acceptsSignups(row: TLectureRow, now: Date): boolean {
  return row.status === 'open' && now < row.signupDeadline && row.memberCount < row.maxMembers;
}

/** A rating as its giver and the counselor see it. */
function givenFeedbackOf(row: TFeedbackRow | undefined): TGivenFeedback | null {
  return row ? { grade: row.grade, comment: row.comment, createTime: row.createdAt.toISOString() } : null;
}

/** A lecture as anyone sees it; `people` holds its host's summary. */
export function lectureOf(row: TLectureRow, people: Map<string, TUserSummary>, now: Date): TLecture {
  const host = people.get(row.counselorId);
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    place: row.place,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    lengthMinutes: row.lengthMinutes,
    signupDeadline: row.signupDeadline.toISOString(),
    minMembers: row.minMembers,
    maxMembers: row.maxMembers,
    memberCount: row.memberCount,
    price: row.price,
    signupNote: row.signupNote,
    acceptingSignups: acceptsSignups(row, now),
    host: {
      id: row.counselorId,
      fullName: host?.fullName ?? host?.nickname ?? '',
      photo: host?.coverImagePath ?? null,
    },
  };
}

/**
 * The counselor's own lecture with its members (active sign-ups) and their ratings; `people` holds
 * the host and members, `feedback` the ratings by sign-up.
 */
export function counselorLectureOf(
  row: TLectureRow,
  members: TSignupRow[],
  people: Map<string, TUserSummary>,
  feedback: Map<string, TFeedbackRow>,
  now: Date,
): TCounselorLecture {
  const grades = members.flatMap((member) => feedback.get(member.id)?.grade ?? []);
  const total = grades.reduce((sum, grade) => sum + grade, 0);
  return {
    ...lectureOf(row, people, now),
    cancelCause: row.cancelCause ?? null,
    cancelReason: row.cancelReason ?? null,
    members: members.map((member) => ({
      nickName: people.get(member.clientId)?.nickname ?? '',
      email: member.email,
      signedUpAt: member.createdAt.toISOString(),
      feedback: givenFeedbackOf(feedback.get(member.id)),
    })),
    feedbackCount: grades.length,
    averageGrade: grades.length === 0 ? 0 : total / grades.length,
  };
}

/** A client's own sign-up. */
export function signupOf(
  signup: TSignupRow,
  lecture: TLectureRow,
  people: Map<string, TUserSummary>,
  feedback: TFeedbackRow | undefined,
  now: Date,
): TLectureSignup {
  return {
    id: signup.id,
    lecture: lectureOf(lecture, people, now),
    email: signup.email,
    paid: signup.paid,
    status: signup.status,
    cancelReason: lecture.status === 'canceled' ? lecture.cancelReason : null,
    signedUpAt: signup.createdAt.toISOString(),
    feedback: givenFeedbackOf(feedback),
    canRate: signup.status === 'active' && lecture.status === 'completed' && !feedback,
  };
}
