import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../session/session-store';
import { requestOverlays, useOverlaysRequested } from './overlays-ready';

const Overlays = lazy(() => import('./overlays'));

/**
 * Mounts the dialog and toast layer once it is needed: a dialog or toast is asked for
 * (`whenOverlaysReady`, `showToast`), or someone is signed in (their pages raise them without
 * warning). A visitor's first page never loads it.
 */
export function DeferredOverlays() {
  const signedIn = useSession() !== null;
  const requested = useOverlaysRequested();

  useEffect(() => {
    if (signedIn) requestOverlays();
  }, [signedIn]);

  return requested ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
