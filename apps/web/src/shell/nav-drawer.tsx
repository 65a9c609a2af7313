import { lazy, Suspense, useState } from 'react';
import type { TNavDrawerProps } from './nav-drawer-panel';

const NavDrawerPanel = lazy(() => import('./nav-drawer-panel'));

/**
 * The drawer's code (dialog, focus trap, scroll lock) loads when it is first opened; it then
 * stays mounted so that it can play its closing transition.
 */
export function NavDrawer(props: TNavDrawerProps) {
  const [used, setUsed] = useState(false);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NavDrawerPanel {...props} />
    </Suspense>
  );
}
