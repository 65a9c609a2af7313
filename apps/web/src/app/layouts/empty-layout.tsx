import { Outlet } from 'react-router';

/** Nothing at all around the page: it owns the whole screen and its own landmarks (the session room). */
export function EmptyLayout() {
  return <Outlet />;
}
