import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../../shell/session/session-store';

const SessionWatchers = lazy(() => import('../../shell/session/session-watchers'));

/** Above every layout: the session's life (refresh, idle, profile), live badges, scroll positions. */
export function RootLayout() {
  const signedIn = useSession() !== null;
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <SessionWatchers />
        </Suspense>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
