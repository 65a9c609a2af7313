/**
 * The weekly plan turned into dated service times, and local wall-clock times of a zone turned
 * into instants: pure functions, tested on their own. Instants are epoch milliseconds (UTC).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One range of a weekly plan: a weekday (0 Sunday) and minutes after local midnight. */
export type TWeeklyHours = {
  weekday: number;
  startMinute: number;
  endMinute: number;
  voice: boolean;
  video: boolean;
};

/** A service time with the service types offered in it. */
export type TServicePeriod = { start: number; end: number; voice: boolean; video: boolean };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock of `timeZone` at `instant`, as if it were UTC (its fields read with getUTC…). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  return wallClock(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` reads `localDay` (a UTC midnight standing for
 * a calendar date) plus `minutes`. A time skipped by a clock change moves forward by the gap; a
 * time that occurs twice is its first occurrence.
 */
export function zonedInstant(localDay: number, minutes: number, timeZone: string): number {
  const wall = localDay + minutes * MINUTE;
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  if (first === second) return first;
  // Around a change the two guesses differ: keep the one that reads back as asked, earlier first.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const exact = candidates.find((candidate) => wallClock(candidate, timeZone) === wall);
  return exact ?? Math.max(first, second);
}

/** The calendar date (a UTC midnight) of `instant` in `timeZone`. */
export function localDayOf(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return wall - (((wall % DAY) + DAY) % DAY);
}

/**
 * The service times a weekly plan gives in [from, to): for each calendar date of the zone, each
 * range of its weekday, ascending. Ranges are read in the zone, so a clock change keeps the wall
 * times (a 09:00 range stays 09:00 on both sides of it).
 */
export function expandWeeklyHours(
  ranges: readonly TWeeklyHours[],
  timeZone: string,
  from: number,
  to: number,
): TServicePeriod[] {
  if (ranges.length === 0 || to <= from) return [];
  const byWeekday = Array.from({ length: 7 }, (_, weekday) =>
    ranges.filter((range) => range.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute),
  );
  const periods: TServicePeriod[] = [];
  // A range of the day before may run past midnight into `from` only up to 24:00, so starting at
  // from's own date suffices; the last date is to's.
  const lastDay = localDayOf(to, timeZone);
  for (let day = localDayOf(from, timeZone); day <= lastDay; day += DAY) {
    for (const range of byWeekday[new Date(day).getUTCDay()]!) {
      const start = zonedInstant(day, range.startMinute, timeZone);
      const end = zonedInstant(day, range.endMinute, timeZone);
      if (end <= from || start >= to || end <= start) continue;
      periods.push({ start, end, voice: range.voice, video: range.video });
    }
  }
  return periods;
}

/** How a one-off service time repeats (domain spec: never or once, daily, weekly, monthly). */
export type TRepeat = 'never' | 'daily' | 'weekly' | 'monthly';

/**
 * The occurrences of a service time [start, end) repeated by `repeat` in `timeZone` until
 * `until` (exclusive, for starts): the same wall-clock times on each following day, week or
 * month. A monthly repeat skips the months without that date (the 31st).
 */
export function repeatOccurrences(options: {
  start: number;
  end: number;
  repeat: TRepeat;
  until: number;
  timeZone: string;
}): { start: number; end: number }[] {
  const { start, end, repeat, until, timeZone } = options;
  if (repeat === 'never') return [{ start, end }];
  const day = localDayOf(start, timeZone);
  const startMinutes = Math.round((wallClock(start, timeZone) - day) / MINUTE);
  const lengthMinutes = Math.round((end - start) / MINUTE);
  const date = new Date(day);
  const occurrences: { start: number; end: number }[] = [];
  for (let step = 0; step < 1000; step++) {
    let occurrenceDay: number;
    if (repeat === 'monthly') {
      occurrenceDay = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + step, date.getUTCDate());
      if (new Date(occurrenceDay).getUTCDate() !== date.getUTCDate()) continue;
    } else {
      occurrenceDay = day + step * (repeat === 'daily' ? 1 : 7) * DAY;
    }
    const occurrenceStart = zonedInstant(occurrenceDay, startMinutes, timeZone);
    if (occurrenceStart >= until) break;
    occurrences.push({ start: occurrenceStart, end: occurrenceStart + lengthMinutes * MINUTE });
  }
  return occurrences;
}
