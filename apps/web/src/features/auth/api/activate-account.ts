import { ErrorCode } from '@app/contracts/error-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

export type TActivationResult = 'activated' | 'already-activated';

/** POST /User/Activate; an account activated before counts as a success the person should hear about. */
export async function activateAccount(token: string): Promise<TActivationResult> {
  try {
    await api.post<null>('/User/Activate', { token });
    return 'activated';
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === ErrorCode.AlreadyActivated)
      return 'already-activated';
    throw error;
  }
}

/**
 * A query rather than a mutation: the page activates on arrival, and a query runs once per token
 * even when React mounts the page twice (StrictMode), so the second call never reads "already".
 */
export const activateAccountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['activate-account', token],
    queryFn: () => activateAccount(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useActivateAccount(token: string | null) {
  return useQuery({ ...activateAccountQueryOptions(token ?? ''), enabled: token !== null && token !== '' });
}
