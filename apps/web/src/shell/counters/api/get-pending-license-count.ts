import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { counterKeys } from './counter-keys';

/** Licence edits waiting for an expert: the length of the list. */
export async function getPendingLicenseCount(): Promise<number> {
  const path = '/Counselor/PendingReviewLicenseList';
  const list = await api.get<unknown[]>(path).catch(logFailure(`GET ${path}`));
  return list.length;
}

export const pendingLicenseCountQueryOptions = () =>
  queryOptions({ queryKey: counterKeys.pendingLicenses, queryFn: getPendingLicenseCount });

export function usePendingLicenseCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...pendingLicenseCountQueryOptions(), enabled });
}
