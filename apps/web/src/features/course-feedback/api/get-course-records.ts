import type { TCourseRecordPage } from '@app/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const COURSE_RECORDS_PAGE_SIZE = 10;
export const COURSE_RECORDS = ['course-records'] as const;

/** GET /client/courserecords: one page (from 0) of the client's past sessions, newest first. */
export function getCourseRecords(page: number): Promise<TCourseRecordPage> {
  return api.get<TCourseRecordPage>(
    `/client/courserecords?start_page=${String(page)}&page_size=${String(COURSE_RECORDS_PAGE_SIZE)}`,
  );
}

export const courseRecordsQuery = (page: number) =>
  queryOptions({ queryKey: [...COURSE_RECORDS, page], queryFn: () => getCourseRecords(page) });

export function useCourseRecords(page: number) {
  return useQuery(courseRecordsQuery(page));
}
