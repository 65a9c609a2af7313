import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endSession } from './end-session';

/** Revokes the session on the server, then forgets it here, whatever the server answered. */
export async function logout(): Promise<void> {
  try {
    await api.post<null>('/User/Logout', undefined, { signOutOnUnauthorized: false });
  } finally {
    endSession();
  }
}

export function useLogout(options: { onSettled?: () => void } = {}) {
  return useMutation({ mutationFn: logout, onSettled: options.onSettled });
}
