import { queryClient } from '../../lib/query-client';
import { clearAuthRedirect } from './auth-redirect';
import { clearSession } from './session-store';

/**
 * Forgets the session in this browser: token, role, cached user data. The page to return to is
 * kept when the session ran out under someone (401, expiry), and dropped when they logged out.
 */
export function endSession({ keepRedirect = false }: { keepRedirect?: boolean } = {}): void {
  clearSession();
  if (!keepRedirect) clearAuthRedirect();
  queryClient.clear();
}
