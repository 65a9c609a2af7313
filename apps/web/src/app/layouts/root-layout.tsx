import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionKeeper } from '../../shell/session/use-session-keeper';

/** Above every layout: keeps the session alive and restores scroll positions. */
export function RootLayout() {
  useSessionKeeper();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
