import type { TEmailOnly } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /User/ForgotPassword: always answers success, so that nobody learns which e-mails have accounts. */
export function requestPasswordReset(body: TEmailOnly): Promise<null> {
  return api.post<null>('/User/ForgotPassword', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
