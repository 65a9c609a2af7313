import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { counterKeys } from './counter-keys';

/** Topics waiting for an expert's review: the list's totalRecords. */
export async function getIssueCourseCount(): Promise<number> {
  const path = '/CounselorIssueCourse/me?get_by_page=false';
  const page = await api.get<{ totalRecords: number }>(path).catch(logFailure(`GET ${path}`));
  return page.totalRecords;
}

export const issueCourseCountQueryOptions = () =>
  queryOptions({ queryKey: counterKeys.issueCourses, queryFn: getIssueCourseCount });

export function useIssueCourseCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...issueCourseCountQueryOptions(), enabled });
}
