import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { counterKeys } from './counter-keys';

/** Counselor applications waiting for an expert: the length of the list. */
export async function getApplicationCount(): Promise<number> {
  const path = '/application';
  const list = await api.get<unknown[]>(path).catch(logFailure(`GET ${path}`));
  return list.length;
}

export const applicationCountQueryOptions = () =>
  queryOptions({ queryKey: counterKeys.applications, queryFn: getApplicationCount });

export function useApplicationCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...applicationCountQueryOptions(), enabled });
}
