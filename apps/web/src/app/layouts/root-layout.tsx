import { Outlet, ScrollRestoration } from 'react-router';
import { useBadgeHub } from '../../shell/badge-hub/use-badge-hub';
import { useIdleLogout } from '../../shell/session/use-idle-logout';
import { useSessionKeeper } from '../../shell/session/use-session-keeper';
import { useUserWatch } from '../../shell/session/use-user-watch';

/** Above every layout: the session's life (refresh, idle, profile), live badges, scroll positions. */
export function RootLayout() {
  useSessionKeeper();
  useIdleLogout();
  useUserWatch();
  useBadgeHub();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
