import { useBadgeHub } from '../badge-hub/use-badge-hub';
import { useIdleLogout } from './use-idle-logout';
import { useSessionKeeper } from './use-session-keeper';
import { useUserWatch } from './use-user-watch';

/**
 * The signed-in session's life: token refresh, idle sign-out, the profile watch, live badges. Its
 * own chunk, mounted only while someone is signed in: a visitor's page does not load it.
 */
export default function SessionWatchers() {
  useSessionKeeper();
  useIdleLogout();
  useUserWatch();
  useBadgeHub();
  return null;
}
