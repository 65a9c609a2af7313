import { queryClient } from '../../lib/query-client';
import { clearAuthRedirect } from './auth-redirect';
import { clearSession, hasIncompleteSession } from './session-store';

/**
 * Forgets the session in this browser: token, role, cached user data (the spec's reset). The page to return to is
 * kept when the session ran out under someone (401, expiry), and dropped when they logged out.
 */
export function endSession({ keepRedirect = false }: { keepRedirect?: boolean } = {}): void {
  clearSession();
  if (!keepRedirect) clearAuthRedirect();
  queryClient.clear();
}

/** At start-up, a stored session that lacks its role, token or start time is reset (shell spec §4). */
export function resetIncompleteSession(): void {
  if (hasIncompleteSession()) endSession();
}
