import type { TResetPassword } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resetPassword(body: TResetPassword): Promise<null> {
  return api.post<null>('/User/ResetPassword', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
