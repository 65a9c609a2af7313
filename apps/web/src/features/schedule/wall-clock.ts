import { dayjs } from '../../lib/zoned-dayjs';

/**
 * The calendar runs in UTC on wall-clock times: an instant becomes the time a clock in `zone`
 * shows ("2026-11-23T10:00:00", no offset), and a calendar date read back in that zone.
 */
export function toWallClock(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format('YYYY-MM-DDTHH:mm:ss');
}

/** The instant (ISO-8601 UTC) at which the clocks of `zone` show the calendar's UTC-coded `date`. */
export function fromWallClock(date: Date, zone: string): string {
  return dayjs.tz(date.toISOString().slice(0, 19), zone).toISOString();
}

/** The instant at which the clocks of `zone` show `local` ("YYYY-MM-DDTHH:mm" from a form). */
export function instantOf(local: string, zone: string): string {
  return dayjs.tz(local, zone).toISOString();
}
