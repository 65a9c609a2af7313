import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endSession } from './end-session';

let pending: Promise<void> | null = null;

/**
 * Revokes the session on the server, then forgets it here, whatever the server answered. One
 * logout at a time; while it runs the session is not refreshed (the server would refuse it).
 */
export function logout(): Promise<void> {
  pending ??= api
    .post<null>('/User/Logout', undefined, { signOutOnUnauthorized: false })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      endSession();
      pending = null;
    });
  return pending;
}

export function isLoggingOut(): boolean {
  return pending !== null;
}

export function useLogout(options: { onSettled?: () => void } = {}) {
  return useMutation({ mutationFn: logout, onSettled: options.onSettled });
}
