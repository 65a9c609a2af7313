// Plain values only: the public lecture pages import them without loading zod.

/** How long a lecture or group runs, in minutes. */
export const LECTURE_LENGTHS_MINUTES = [60, 90, 120, 180] as const;

/** Text lengths, the largest group and the highest price a lecture may have. */
export const LECTURE_LIMITS = {
  title: 30,
  description: 1000,
  place: 100,
  signupNote: 300,
  cancelReason: 300,
  members: 50,
  price: 20000,
} as const;
