import type { TCounselorLecture, TLecture, TLectureSignup } from '@app/contracts/lectures';
import type { TUserSummary } from '../accounts/accounts.service.ts';
import type { TLectureRow, TSignupRow } from './lectures.repo.ts';

/** The page of a lecture (and the link of its notices). */
export const lecturePath = (id: string) => `/viewcounseloronlinegroup/1?id=${encodeURIComponent(id)}`;

/** Open, before its deadline and with a seat left. */
export function acceptsSignups(row: TLectureRow, now: Date): boolean {
  return row.status === 'open' && now < row.signupDeadline && row.memberCount < row.maxMembers;
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

/** The counselor's own lecture with its members (active sign-ups); `people` holds the host and members. */
export function counselorLectureOf(
  row: TLectureRow,
  members: TSignupRow[],
  people: Map<string, TUserSummary>,
  now: Date,
): TCounselorLecture {
  return {
    ...lectureOf(row, people, now),
    cancelCause: row.cancelCause ?? null,
    cancelReason: row.cancelReason ?? null,
    members: members.map((member) => ({
      nickName: people.get(member.clientId)?.nickname ?? '',
      email: member.email,
      signedUpAt: member.createdAt.toISOString(),
    })),
  };
}

/** A client's own sign-up. */
export function signupOf(
  signup: TSignupRow,
  lecture: TLectureRow,
  people: Map<string, TUserSummary>,
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
  };
}
