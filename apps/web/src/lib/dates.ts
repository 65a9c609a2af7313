import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Times are stored in UTC and shown in Taiwan's time, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Taipei';

/** yyyy/MM/dd HH:mm, as the mailbox shows a mail's time. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).tz(DISPLAY_TIME_ZONE).format('YYYY/MM/DD HH:mm');
}

/** yyyy/MM/dd HH:mm:ss, for records where the second matters (the audit log). */
export function formatTimestamp(iso: string): string {
  return dayjs(iso).tz(DISPLAY_TIME_ZONE).format('YYYY/MM/DD HH:mm:ss');
}

/** yyyy/MM/dd, for a day rather than a moment (when a rating was left). */
export function formatDate(iso: string): string {
  return dayjs(iso).tz(DISPLAY_TIME_ZONE).format('YYYY/MM/DD');
}
