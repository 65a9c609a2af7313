/** The spec's token clock: valid 60 minutes from sign-in, refreshed after 50, checked every 5 s. */
const TOKEN_LIFETIME_MS = 60 * 60_000;
const REFRESH_AFTER_MS = 50 * 60_000;
export const SESSION_CHECK_INTERVAL_MS = 5_000;

export type TSessionAgeState = 'fresh' | 'refresh' | 'expired';

export function sessionAgeState(startTime: number, now: number): TSessionAgeState {
  const age = now - startTime;
  if (age > TOKEN_LIFETIME_MS) return 'expired';
  if (age > REFRESH_AFTER_MS) return 'refresh';
  return 'fresh';
}
