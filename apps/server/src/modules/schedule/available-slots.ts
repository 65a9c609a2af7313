/**
 * The bookable start times of one counselor: a pure function, so that it can be tested on its
 * own and run wherever the data is at hand. All instants are epoch milliseconds (UTC); periods
 * are half-open, [start, end), so a session may start the moment the previous one ends.
 */

export type TPeriod = { start: number; end: number };

/** Start times are offered every half hour from the start of each service time. */
export const SLOT_STEP_MINUTES = 30;

const MINUTE = 60_000;

export type TSlotQuery = {
  /** The counselor's service times. */
  serviceTimes: readonly TPeriod[];
  /** Time already taken: booked sessions (their length with buffer), leave, lectures. */
  busy: readonly TPeriod[];
  /** Minutes a session of the asked length occupies, buffer included (courseLengthTotalMinutes). */
  occupiedMinutes: number;
  /** The first start allowed: now plus the counselor's lead time (canReserveAfter). */
  earliest: number;
  /** The last start allowed: the end of the booking window (3 months ahead). */
  latest: number;
  /** The starts asked for: from (inclusive) to `to` (exclusive). */
  from: number;
  to: number;
};

/** Merges overlapping or touching periods into one ascending list. */
function mergePeriods(periods: readonly TPeriod[]): TPeriod[] {
  const sorted = [...periods].filter((period) => period.end > period.start).sort((a, b) => a.start - b.start);
  const merged: TPeriod[] = [];
  for (const period of sorted) {
    const last = merged.at(-1);
    if (last && period.start <= last.end) last.end = Math.max(last.end, period.end);
    else merged.push({ ...period });
  }
  return merged;
}

/**
 * Every start time at which a session fits wholly inside one (merged) service time, overlaps
 * nothing busy, and lies within the lead time, the booking window and the asked range; ascending,
 * each once.
 */
export function availableStartTimes(query: TSlotQuery): number[] {
  const occupied = query.occupiedMinutes * MINUTE;
  const step = SLOT_STEP_MINUTES * MINUTE;
  const first = Math.max(query.from, query.earliest);
  const last = Math.min(query.to - 1, query.latest);
  if (occupied <= 0 || first > last) return [];

  const busy = mergePeriods(query.busy);
  const starts: number[] = [];
  // Busy periods are visited in order alongside the ascending candidates.
  let busyIndex = 0;
  for (const service of mergePeriods(query.serviceTimes)) {
    if (service.end - occupied < first || service.start > last) continue;
    // The first candidate on this service time's grid at or after `first`.
    const skipped = Math.max(0, Math.ceil((first - service.start) / step));
    for (let start = service.start + skipped * step; start + occupied <= service.end; start += step) {
      if (start > last) break;
      const end = start + occupied;
      while (busyIndex < busy.length && busy[busyIndex]!.end <= start) busyIndex++;
      const blocker = busy[busyIndex];
      if (blocker && blocker.start < end) continue;
      starts.push(start);
    }
  }
  return starts;
}
