import type { TRole } from '@app/contracts/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { counterKeys } from './counter-keys';

/** The reservation bell's number: the total of the role's coming courses (shell spec §7). */
export async function getCourseCount(role: TRole): Promise<number> {
  const path = `/${role}/coursenext_v2?start_page=0&page_size=20`;
  const page = await api.get<{ totalRecords: number }>(path).catch(logFailure(`GET ${path}`));
  return page.totalRecords;
}

export const courseCountQueryOptions = (role: TRole) =>
  queryOptions({ queryKey: counterKeys.course(role), queryFn: () => getCourseCount(role) });

export function useCourseCount(role: TRole | null) {
  return useQuery({
    ...courseCountQueryOptions(role ?? 'client'),
    enabled: role === 'client' || role === 'counselor',
  });
}
