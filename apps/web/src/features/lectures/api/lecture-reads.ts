import type { TApiRead } from '../../../lib/api-read';
import { pageParam } from '../../../lib/page-param';
import { isUuid } from '../../../lib/uuid';

// The API reads of the public lecture pages, which the route table names for the server to make
// before it renders them: plain values only, as the route table is part of every page's first load
// (the hooks that fetch them live beside, in the pages' own chunks).

/** Lectures a page of the list shows. */
export const LECTURE_PAGE_SIZE = 20;

/** One page (from 0) of the lectures still to come, soonest first. */
export function lecturesRead(startPage: number) {
  return {
    queryKey: ['lectures', startPage],
    path: `/Lectures?start_page=${String(startPage)}&page_size=${String(LECTURE_PAGE_SIZE)}`,
  } as const satisfies TApiRead;
}

/** One lecture, whatever its status. */
export function lectureRead(lectureId: string) {
  return {
    queryKey: ['lecture', lectureId],
    path: `/Lectures/${encodeURIComponent(lectureId)}`,
  } as const satisfies TApiRead;
}

/** What the list (…/Index1?page=) shows. */
export function lectureListReads(searchParams: URLSearchParams): TApiRead[] {
  return [lecturesRead(pageParam(searchParams.get('page')) - 1)];
}

/** What a lecture's page (…/1?id=) shows: the lecture, when the id can name one. */
export function lectureReads(searchParams: URLSearchParams): TApiRead[] {
  const id = searchParams.get('id') ?? '';
  return isUuid(id) ? [lectureRead(id)] : [];
}
