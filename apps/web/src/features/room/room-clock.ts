import { dayjs } from '../../lib/zoned-dayjs';
import { DISPLAY_TIME_ZONE } from '../../lib/dates';

/** Seconds as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The talking time left now, counted down from what the server last said and when. */
export function secondsLeft(remaining: { seconds: number; at: number }, now: number): number {
  return remaining.seconds - Math.floor((now - remaining.at) / 1000);
}

/** A chat line's time, HH:mm in Taiwan's time. */
export function formatChatTime(iso: string): string {
  return dayjs(iso).tz(DISPLAY_TIME_ZONE).format('HH:mm');
}
