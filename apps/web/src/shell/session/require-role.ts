import type { TRole } from '@app/contracts/enums';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { rememberAuthRedirect } from './auth-redirect';
import { endSession } from './end-session';
import { roleHome } from './role-home';
import { sessionAgeState } from './session-age';
import { readSession } from './session-store';

/** Route guard: without a live session, remember the page and go to sign-in; other roles go home. */
export function requireRole(role: TRole) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    let session = readSession();
    if (session && sessionAgeState(session.startTime, Date.now()) === 'expired') {
      endSession({ keepRedirect: true });
      session = null;
    }
    if (!session) {
      rememberAuthRedirect(url.pathname + url.search);
      throw redirect(paths.signIn.getHref());
    }
    if (session.role !== role) throw redirect(roleHome(session.role));
    return null;
  };
}

/** The sign-in pages have nothing to offer someone already signed in. */
export function redirectIfSignedIn() {
  const session = readSession();
  if (session && sessionAgeState(session.startTime, Date.now()) !== 'expired')
    throw redirect(roleHome(session.role));
  return null;
}
