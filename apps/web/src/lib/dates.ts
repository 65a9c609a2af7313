/** Times are stored in UTC and shown in Taiwan's time, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Taipei';

// Taiwan has kept UTC+8 all year since 1980 (no daylight saving), and every time shown here is
// later, so a fixed offset gives the time-zone database's figures without Intl: the first Intl
// object a page builds loads the browser's locale and zone data, 20–35 ms of a public page's
// hydration (the directory's next free times, the dates of ratings).
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A Date whose UTC fields read Taiwan's wall clock at `iso`. */
const taipeiClock = (iso: string) => new Date(Date.parse(iso) + TAIPEI_OFFSET_MS);

function partsInTaipei(iso: string) {
  const taipei = taipeiClock(iso);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return {
    year: String(taipei.getUTCFullYear()),
    month: twoDigits(taipei.getUTCMonth() + 1),
    day: twoDigits(taipei.getUTCDate()),
    hour: twoDigits(taipei.getUTCHours()),
    minute: twoDigits(taipei.getUTCMinutes()),
    second: twoDigits(taipei.getUTCSeconds()),
  };
}

/** yyyy/MM/dd HH:mm, as the mailbox shows a mail's time. */
export function formatDateTime(iso: string): string {
  const { year, month, day, hour, minute } = partsInTaipei(iso);
  return `${year}/${month}/${day} ${hour}:${minute}`;
}

/** yyyy/MM/dd HH:mm:ss, for records where the second matters (the audit log). */
export function formatTimestamp(iso: string): string {
  const { year, month, day, hour, minute, second } = partsInTaipei(iso);
  return `${year}/${month}/${day} ${hour}:${minute}:${second}`;
}

/** yyyy/MM/dd, for a day rather than a moment (when a rating was left). */
export function formatDate(iso: string): string {
  const { year, month, day } = partsInTaipei(iso);
  return `${year}/${month}/${day}`;
}

/** HH:mm in Taiwan's time, as a session's start is offered. */
export function formatTime(iso: string): string {
  const { hour, minute } = partsInTaipei(iso);
  return `${hour}:${minute}`;
}

/** The calendar day of a moment in Taiwan's time: month 1–12, date 1–31, weekday 0 (Sunday)–6. */
export function dayInTaipei(iso: string): { month: number; date: number; weekday: number } {
  const taipei = taipeiClock(iso);
  return { month: taipei.getUTCMonth() + 1, date: taipei.getUTCDate(), weekday: taipei.getUTCDay() };
}
