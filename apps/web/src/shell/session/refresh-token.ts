import type { TTokenResponse } from '@app/contracts/auth';
import { GrantType } from '@app/contracts/enums';
import { api } from '../../lib/api-client';
import { isLoggingOut } from './logout';
import { sessionAgeState } from './session-age';
import { readSession, saveSession } from './session-store';

/** The server reads the refresh token from its httpOnly cookie; the body carries none. */
async function requestRefresh(): Promise<TTokenResponse> {
  return api.post<TTokenResponse>(
    '/jwt',
    { grant_type: GrantType.RefreshToken, isFromWeb: true },
    { signOutOnUnauthorized: false },
  );
}

async function refreshIfStillDue(): Promise<void> {
  const session = readSession();
  // Another tab may have refreshed while this one waited for the lock.
  if (!session || sessionAgeState(session.startTime, Date.now()) !== 'refresh') return;
  const token = await requestRefresh();
  // Signed out while the answer was on its way: the new token must not bring the session back.
  if (!readSession() || isLoggingOut()) return;
  saveSession({ ...session, token: token.access_token, role: token.role, startTime: Date.now() });
}

/**
 * Refreshes the access token. Tabs take turns through a Web Lock: the refresh token rotates on
 * every use, and two tabs spending the same one would look like token theft to the server.
 */
export async function refreshAccessToken(): Promise<void> {
  if (typeof navigator.locks === 'undefined') return refreshIfStillDue();
  await navigator.locks.request('session-refresh', refreshIfStillDue);
}
