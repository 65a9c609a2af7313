/** Taiwan keeps UTC+8 all year (no daylight saving), so a fixed offset gives Taipei wall-clock times. */
const TAIPEI_UTC_OFFSET_HOURS = 8;

/**
 * The instant of `hour`:`minute` in Taipei, `days` calendar days after (or, negative, before) the
 * Taipei date of `now`: demo sessions start on the hour and demo payments happen at a person's time
 * of day, whenever the seed runs.
 */
export function taipeiTime(now: Date, days: number, hour: number, minute = 0): Date {
  const taipei = new Date(now.getTime() + TAIPEI_UTC_OFFSET_HOURS * 3600 * 1000);
  return new Date(
    Date.UTC(
      taipei.getUTCFullYear(),
      taipei.getUTCMonth(),
      taipei.getUTCDate() + days,
      hour - TAIPEI_UTC_OFFSET_HOURS,
      minute,
    ),
  );
}
