import { InterruptionOutcome } from '@app/contracts/courses';
import { CourseLength } from '@app/contracts/enums';
import { describe, expect, it } from 'vitest';
import { accountSession, grantableExtension, interruptionOutcome, presenceOf } from './session-account.ts';

const MINUTE = 60_000;
const start = new Date('2030-05-06T02:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const THRESHOLD = 20_000;
/** A 60-minute course: 50 minutes of talking and a 10-minute buffer. */
const course = { startsAt: start, endsAt: at(60), length: CourseLength.SixtyMinutes, extensionSeconds: 0 };
const stay = (from: number, to: number | null) => ({
  enteredAt: at(from),
  leftAt: to === null ? null : at(to),
});

describe('session accounting', () => {
  it('counts a gap shorter than the drop threshold as presence, and a longer one as a drop', () => {
    const reload = [stay(0, 10), { enteredAt: new Date(at(10).getTime() + 5000), leftAt: at(20) }];
    expect(presenceOf(reload, at(30), THRESHOLD)).toHaveLength(1);
    expect(presenceOf([stay(0, 10), stay(12, null)], at(30), THRESHOLD)).toEqual([
      { from: at(0).getTime(), to: at(10).getTime() },
      { from: at(12).getTime(), to: at(30).getTime() },
    ]);
  });

  it('finds the time lost since both entered, and the talking time delivered together', () => {
    // The client is 2 minutes late, then drops from minute 10 to 15.
    const account = accountSession(
      course,
      { counselor: [stay(-5, null)], client: [stay(2, 10), stay(15, null)] },
      at(30),
      THRESHOLD,
    );
    // Lateness is the no-show rule's business, not lost time.
    expect(account.lostSeconds).toBe(5 * 60);
    expect(account.deliveredSeconds).toBe((8 + 15) * 60);
  });

  it('does not count time lost before both parties have entered, and counts both parties’ drops once', () => {
    expect(accountSession(course, { counselor: [stay(0, null)], client: [] }, at(20), THRESHOLD)).toEqual({
      lostSeconds: 0,
      deliveredSeconds: 0,
    });
    const overlapping = accountSession(
      course,
      { counselor: [stay(0, 10), stay(14, null)], client: [stay(0, 12), stay(16, null)] },
      at(20),
      THRESHOLD,
    );
    expect(overlapping.lostSeconds).toBe(6 * 60);
  });

  it('grants the time lost up to the buffer, never past the room’s closing', () => {
    expect(grantableExtension(course, 4 * 60)).toBe(4 * 60);
    expect(grantableExtension(course, 10 * 60)).toBe(10 * 60);
    expect(grantableExtension(course, 25 * 60)).toBe(10 * 60);
    // A 20-minute course has no buffer.
    const short = { ...course, length: CourseLength.TwentyMinutes, endsAt: at(20) };
    expect(grantableExtension(short, 5 * 60)).toBe(0);
  });

  it('delivered talking time ends at the extended talking end', () => {
    const extended = { ...course, extensionSeconds: 5 * 60 };
    const rows = { counselor: [stay(0, null)], client: [stay(0, null)] };
    expect(accountSession(course, rows, at(58), THRESHOLD).deliveredSeconds).toBe(50 * 60);
    expect(accountSession(extended, rows, at(58), THRESHOLD).deliveredSeconds).toBe(55 * 60);
  });

  it('refunds the client in full under half the booked talking time, and pays the counselor pro rata from half', () => {
    const length = { length: CourseLength.SixtyMinutes };
    expect(interruptionOutcome(length, 25 * 60 - 1)).toEqual({
      outcome: InterruptionOutcome.ClientRefund,
      counselorSharePermille: 0,
    });
    expect(interruptionOutcome(length, 25 * 60)).toEqual({
      outcome: InterruptionOutcome.ProRata,
      counselorSharePermille: 500,
    });
    expect(interruptionOutcome(length, 40 * 60)).toEqual({
      outcome: InterruptionOutcome.ProRata,
      counselorSharePermille: 800,
    });
    expect(interruptionOutcome(length, 55 * 60).counselorSharePermille).toBe(1000);
  });
});
