import type { TCounselorPage } from '@app/contracts/counselors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TApiRead } from '../../../lib/api-read';

/** Counselors a page of /team shows. */
export const COUNSELOR_PAGE_SIZE = 12;

/** The filters and order of /team, as its address carries them (every part optional). */
export type TCounselorSearch = {
  keyword?: string;
  gender?: string;
  serviceType?: string;
  specialty?: string;
  language?: string;
  minPrice?: string;
  maxPrice?: string;
  availableThisWeek?: string;
  freeTrial?: string;
  sort?: string;
};

const searchKeys = [
  'keyword',
  'gender',
  'serviceType',
  'specialty',
  'language',
  'minPrice',
  'maxPrice',
  'availableThisWeek',
  'freeTrial',
  'sort',
] as const;

/** The genders, service types and orders the directory offers (as the API names them). */
export const directoryGenders = ['female', 'male', 'non-binary', 'unsure'] as const;
export const directoryServiceTypes = ['voice', 'video'] as const;
export const directorySorts = ['rating', 'experience'] as const;

const oneOf = (values: readonly string[]) => new RegExp(`^(${values.join('|')})$`, 'u');
const word = /^[a-z]{1,20}$/u;
const points = /^\d{1,7}$/u;

/** The shape each part of the search must have (the API checks the values themselves). */
const searchShapes: Record<(typeof searchKeys)[number], RegExp> = {
  keyword: /./u,
  gender: oneOf(directoryGenders),
  serviceType: oneOf(directoryServiceTypes),
  specialty: word,
  language: word,
  minPrice: points,
  maxPrice: points,
  availableThisWeek: /^true$/u,
  freeTrial: /^true$/u,
  sort: oneOf(directorySorts),
};

/**
 * The search in an address's query, with values of the wrong shape left out. Checked by shape
 * only: the home page shares this module and keeps the shared schemas out of its first load.
 */
export function counselorSearchOf(searchParams: URLSearchParams): TCounselorSearch {
  const search: TCounselorSearch = {};
  for (const key of searchKeys) {
    const value = searchParams.get(key)?.trim().slice(0, 50);
    if (value && searchShapes[key].test(value)) search[key] = value;
  }
  return search;
}

/** The read behind one page of /team; the server makes it too, before rendering the page. */
export function counselorsRead(startPage: number, search: TCounselorSearch = {}) {
  const query = new URLSearchParams({
    start_page: String(startPage),
    page_size: String(COUNSELOR_PAGE_SIZE),
  });
  for (const key of searchKeys) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  return {
    queryKey: ['counselors', startPage, search],
    path: `/Counselor/List?${query.toString()}`,
  } as const satisfies TApiRead;
}

export const counselorsQueryOptions = (startPage: number, search: TCounselorSearch = {}) =>
  queryOptions({
    queryKey: counselorsRead(startPage, search).queryKey,
    queryFn: ({ signal }) => api.get<TCounselorPage>(counselorsRead(startPage, search).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the public counselor list; the previous page stays on screen while the next loads. */
export function useCounselors(startPage: number, search: TCounselorSearch = {}) {
  return useQuery({ ...counselorsQueryOptions(startPage, search), placeholderData: keepPreviousData });
}
