import type {
  TLectureFeedback,
  TLectureFeedbackInput,
  TLectureSignup,
  TLectureSignupInput,
  TLectureSignupPage,
} from '@app/contracts/lectures';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../shell/session/session-store';

const MY_SIGNUPS = ['lecture-signups'] as const;

/** A client's sign-ups are few: the API's largest page holds them all, so one read answers every page. */
const MY_SIGNUPS_PAGE_SIZE = 100;

const signupsPath = (lectureId: string) => `/Lectures/${encodeURIComponent(lectureId)}/Signups`;

/** The signed-in client's own sign-ups (GET /Client/Lectures); off for anyone else. */
export function useMySignups() {
  const session = useSession();
  return useQuery({
    queryKey: MY_SIGNUPS,
    queryFn: ({ signal }) =>
      api.get<TLectureSignupPage>(`/Client/Lectures?start_page=0&page_size=${String(MY_SIGNUPS_PAGE_SIZE)}`, {
        signal,
      }),
    enabled: session?.role === 'client',
  });
}

/** The client's standing sign-up for one lecture, among theirs, if they hold one. */
export function activeSignupFor(
  signups: TLectureSignupPage | undefined,
  lectureId: string,
): TLectureSignup | undefined {
  return signups?.records.find((signup) => signup.lecture.id === lectureId && signup.status === 'active');
}

/**
 * After a sign-up or a withdrawal, what it changed is read again: the client's sign-ups, the
 * lecture's seats (its page and the list) and the stored value in the shell's profile.
 */
function useSignupChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [MY_SIGNUPS, ['lectures'], ['lecture'], ['profile']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * Signs the client up, paying the price from their stored value. The lists are read again without
 * waiting: the form's page shows its confirmation first (read first, they would say "already
 * signed up" in its place).
 */
export function useSignUp(lectureId: string) {
  const changed = useSignupChanged();
  return useMutation({
    mutationFn: (input: TLectureSignupInput) => api.post<TLectureSignup>(signupsPath(lectureId), input),
    onSuccess: () => void changed(),
  });
}

/** Withdraws the client's sign-up before the deadline, with a full refund. */
export function useWithdraw() {
  const changed = useSignupChanged();
  return useMutation({
    mutationFn: (lectureId: string) => api.delete<TLectureSignup>(`${signupsPath(lectureId)}/me`),
    onSuccess: () => changed(),
  });
}

/** A sign-up may be withdrawn while it stands and the lecture takes sign-ups: before its deadline. */
export function canWithdraw(signup: TLectureSignup, now = Date.now()): boolean {
  return (
    signup.status === 'active' &&
    signup.lecture.status === 'open' &&
    now < Date.parse(signup.lecture.signupDeadline)
  );
}

/** A member rates a completed lecture, once; their sign-ups then show the rating. */
export function useRateLecture(lectureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: TLectureFeedbackInput) =>
      api.post<TLectureFeedback>(`/Lectures/${encodeURIComponent(lectureId)}/Feedback`, feedback),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SIGNUPS }),
  });
}
