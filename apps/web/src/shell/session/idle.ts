/** Idle logout (shell spec §4): no input for 3,000,000 ms, in any tab of the site. */
export const IDLE_TIMEOUT_MS = 3_000_000;

const LAST_ACTIVITY_KEY = 'last_activity';
/** Writing on every pointer move would be wasteful; a few seconds' precision is plenty. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export function isIdle(lastActivity: number, now: number): boolean {
  return now - lastActivity >= IDLE_TIMEOUT_MS;
}

let lastWrite = 0;

/** Records input; shared through storage so that a person busy in another tab is not idle. */
export function recordActivity(now: number): void {
  // Either way: a clock set back must not hold the writes off until it catches up.
  if (Math.abs(now - lastWrite) < ACTIVITY_WRITE_INTERVAL_MS) return;
  lastWrite = now;
  localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
}

/** The last input in any tab; `fallback` (the time this tab started watching) when none was recorded. */
export function lastActivity(fallback: number): number {
  const stored = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(stored) && stored > 0 ? Math.max(stored, fallback) : fallback;
}
