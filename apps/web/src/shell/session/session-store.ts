import { GrantType, roles, type TGrantType, type TRole } from '@app/contracts/enums';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';

/** What the browser keeps of a sign-in; the refresh token is an httpOnly cookie scripts never see. */
export type TSession = {
  token: string;
  role: TRole;
  /** When the access token was issued (ms since epoch); its age decides refresh and expiry. */
  startTime: number;
  grantType: TGrantType;
};

const SESSION_KEY = 'session';
const LOGGED_IN_COOKIE = 'logged_in';
const LOGGED_IN_SECONDS = 24 * 60 * 60;

const grantTypes: readonly number[] = Object.values(GrantType);

/** A stored session must hold a token, a known role and a start time; anything else is no session. */
export function parseSession(raw: string | null): TSession | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<TSession> | null;
    if (
      typeof value?.token === 'string' &&
      value.token !== '' &&
      (roles as readonly unknown[]).includes(value.role) &&
      typeof value.startTime === 'number' &&
      Number.isFinite(value.startTime) &&
      typeof value.grantType === 'number' &&
      grantTypes.includes(value.grantType)
    ) {
      return {
        token: value.token,
        role: value.role as TRole,
        startTime: value.startTime,
        grantType: value.grantType,
      };
    }
  } catch {
    // Not JSON: treated as no session below.
  }
  return null;
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; loggedIn: boolean; session: TSession | null } = {
  raw: null,
  loggedIn: false,
  session: null,
};

/** The current session; none once the 24-hour logged-in cookie is gone. Stable between changes. */
export function readSession(): TSession | null {
  const raw = localStorage.getItem(SESSION_KEY);
  const loggedIn = readCookie(LOGGED_IN_COOKIE) !== null;
  if (raw !== snapshot.raw || loggedIn !== snapshot.loggedIn) {
    snapshot = { raw, loggedIn, session: loggedIn ? parseSession(raw) : null };
  }
  return snapshot.session;
}

/** Something is stored under the session's name, but not a whole session. */
export function hasIncompleteSession(): boolean {
  const raw = localStorage.getItem(SESSION_KEY);
  return raw !== null && parseSession(raw) === null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(session: TSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  writeCookie(LOGGED_IN_COOKIE, '1', LOGGED_IN_SECONDS);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  deleteCookie(LOGGED_IN_COOKIE);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): TSession | null {
  // Server-rendered pages are the signed-out view (a signed-in browser is sent the app unrendered).
  return useSyncExternalStore(subscribe, readSession, () => null);
}
