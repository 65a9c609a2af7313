/** Times are stored in UTC and shown in Taiwan's time, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Taipei';

type TPart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

// One formatter for every call: building an Intl.DateTimeFormat costs far more than using one,
// and a page may format dozens of dates while it hydrates.
const taipeiParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsInTaipei(iso: string): Record<TPart, string> {
  const parts = {} as Record<TPart, string>;
  for (const { type, value } of taipeiParts.formatToParts(new Date(iso))) {
    if (type !== 'literal') parts[type as TPart] = value;
  }
  return parts;
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
