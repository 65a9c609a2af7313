import type { TChangePassword } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /User/ChangePassword; 441 when the old password is wrong. Other sessions of the account end. */
export function changePassword(payload: TChangePassword): Promise<null> {
  return api.post<null>('/User/ChangePassword', payload);
}

export function useChangePassword(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: changePassword, ...options });
}
