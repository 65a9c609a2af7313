import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';
import { isSitePath } from '@app/contracts/site-path';
import { paths } from '../../config/paths';

const AUTH_REDIRECT_COOKIE = 'auth_redirect';
const AUTH_REDIRECT_SECONDS = 86_400;

/** Only a path of this site, and not the sign-in pages themselves, may be returned to. */
export function isSafeRedirect(path: string | null): path is string {
  return isSitePath(path) && !path.toLowerCase().startsWith(paths.signIn.path);
}

/** Remembers the protected page someone was on, so that signing in brings them back to it. */
export function rememberAuthRedirect(path: string): void {
  if (isSafeRedirect(path)) writeCookie(AUTH_REDIRECT_COOKIE, path, AUTH_REDIRECT_SECONDS);
}

/** The remembered page, once: reading it forgets it. */
export function takeAuthRedirect(): string | null {
  const path = readCookie(AUTH_REDIRECT_COOKIE);
  deleteCookie(AUTH_REDIRECT_COOKIE);
  return isSafeRedirect(path) ? path : null;
}

export function clearAuthRedirect(): void {
  deleteCookie(AUTH_REDIRECT_COOKIE);
}
