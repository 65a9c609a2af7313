import type { TRegister } from '@app/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function registerAccount(form: TRegister): Promise<{ email: string }> {
  return api.post<{ email: string }>('/User/Register', form);
}

export function useRegisterAccount(options: { onSuccess?: (data: { email: string }) => void } = {}) {
  return useMutation({ mutationFn: registerAccount, onSuccess: (data) => options.onSuccess?.(data) });
}
