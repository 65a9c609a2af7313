import type { TEmailOnly } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resendActivation(body: TEmailOnly): Promise<null> {
  return api.post<null>('/User/ResendActivation', body);
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
