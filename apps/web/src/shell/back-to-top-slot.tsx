import { lazy, Suspense } from 'react';
import { showsBackToTop } from './layout-rules';
import { useViewport } from './use-viewport';

// Its own chunk: it shows only once a wide page is scrolled down (never in the server's phone
// layout), so the first paint needs none of it.
const BackToTop = lazy(() => import('./back-to-top'));

/** Back to the top of a long page, on wide screens only. */
export function BackToTopSlot({ appView }: { appView: boolean }) {
  const viewport = useViewport();
  if (!showsBackToTop({ ...viewport, appView })) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  );
}
