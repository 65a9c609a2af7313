import { InterruptionOutcome, type TInterruptionOutcome } from '@app/contracts/courses';
import { courseLengthSessionMinutes } from '@app/contracts/room';
import type { TCourseLength } from '@app/contracts/enums';

/**
 * The accounting of a session from its attendance rows: when both parties were in the room
 * together, the time lost to dropped connections, and what an interrupted session owes. Pure, so
 * every instance (and a restarted one) reads the same answer from the database.
 */

type TSpan = { from: number; to: number };
export type TAttendance = { enteredAt: Date; leftAt: Date | null };
type TAccountedCourse = { startsAt: Date; endsAt: Date; length: TCourseLength; extensionSeconds: number };

/**
 * A party's presence: their connections merged, a gap shorter than the drop threshold (a reload,
 * a network switch) counted as present. A connection still open lasts until now.
 */
export function presenceOf(rows: readonly TAttendance[], now: Date, thresholdMs: number): TSpan[] {
  const spans = rows
    .map((row) => ({ from: row.enteredAt.getTime(), to: (row.leftAt ?? now).getTime() }))
    .sort((a, b) => a.from - b.from);
  const merged: TSpan[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.from - last.to < thresholdMs) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

function intersect(a: readonly TSpan[], b: readonly TSpan[]): TSpan[] {
  const out: TSpan[] = [];
  for (const x of a)
    for (const y of b) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (to > from) out.push({ from, to });
    }
  return out;
}

function lengthWithin(spans: readonly TSpan[], from: number, to: number): number {
  return spans.reduce((sum, span) => sum + Math.max(0, Math.min(span.to, to) - Math.max(span.from, from)), 0);
}

/** The booked talking time in seconds: the length without its buffer. */
export function talkingSeconds(course: Pick<TAccountedCourse, 'length'>): number {
  return courseLengthSessionMinutes[course.length] * 60;
}

/** The most the talking time may be extended: the buffer, up to the room's closing (ends_at). */
export function bufferSeconds(course: TAccountedCourse): number {
  return Math.floor((course.endsAt.getTime() - course.startsAt.getTime()) / 1000) - talkingSeconds(course);
}

export type TSessionAccount = {
  /** Talking time (from the start to the extended talking end) both parties were in the room. */
  deliveredSeconds: number;
  /**
   * Time lost to dropped connections since the session began (the start, or the later party's
   * first entry if later): every moment since then that the two were not both present.
   */
  lostSeconds: number;
};

export function accountSession(
  course: TAccountedCourse,
  attendance: { client: readonly TAttendance[]; counselor: readonly TAttendance[] },
  now: Date,
  thresholdMs: number,
): TSessionAccount {
  const client = presenceOf(attendance.client, now, thresholdMs);
  const counselor = presenceOf(attendance.counselor, now, thresholdMs);
  const together = intersect(client, counselor);
  const start = course.startsAt.getTime();
  const talkingEnd = start + (talkingSeconds(course) + course.extensionSeconds) * 1000;
  const delivered = lengthWithin(together, start, Math.min(talkingEnd, now.getTime()));
  const firstClient = client[0]?.from;
  const firstCounselor = counselor[0]?.from;
  let lost = 0;
  if (firstClient !== undefined && firstCounselor !== undefined) {
    const began = Math.max(start, firstClient, firstCounselor);
    const span = Math.max(0, now.getTime() - began);
    lost = span - lengthWithin(together, began, now.getTime());
  }
  return { deliveredSeconds: Math.floor(delivered / 1000), lostSeconds: Math.floor(lost / 1000) };
}

/**
 * The extension the counselor may grant: the time lost, capped by the buffer (the talking time
 * never runs past the room's closing).
 */
export function grantableExtension(course: TAccountedCourse, lostSeconds: number): number {
  return Math.min(lostSeconds, Math.max(0, bufferSeconds(course)));
}

/**
 * The interruption policy (docs/decisions.md, "Dropped sessions"): less than half of the booked
 * talking time delivered refunds the client in full; otherwise the counselor is paid for the
 * share delivered (in thousandths) and the client refunded the rest.
 */
export function interruptionOutcome(
  course: Pick<TAccountedCourse, 'length'>,
  deliveredSeconds: number,
): { outcome: TInterruptionOutcome; counselorSharePermille: number } {
  const booked = talkingSeconds(course);
  if (deliveredSeconds * 2 < booked)
    return { outcome: InterruptionOutcome.ClientRefund, counselorSharePermille: 0 };
  return {
    outcome: InterruptionOutcome.ProRata,
    counselorSharePermille: Math.min(1000, Math.floor((deliveredSeconds * 1000) / booked)),
  };
}
