import type { TPublicIssueCoursePage } from '@app/contracts/issue-courses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TApiRead } from '../../../lib/api-read';

/** Topics a page of /focusissues shows. */
export const TOPIC_PAGE_SIZE = 12;

/** The search of /focusissues, as its address carries it (every part optional). */
export type TTopicSearch = {
  keyword?: string;
  category?: string;
  length?: string;
  minPrice?: string;
  maxPrice?: string;
  hasSlotThisWeek?: string;
  gender?: string;
  serviceType?: string;
  freeTrial?: string;
};

const searchKeys = [
  'keyword',
  'category',
  'length',
  'minPrice',
  'maxPrice',
  'hasSlotThisWeek',
  'gender',
  'serviceType',
  'freeTrial',
] as const;

/** The counselor genders and the service types the search offers (as the API names them). */
export const searchGenders = ['female', 'male', 'non-binary', 'unsure'] as const;
export const searchServiceTypes = ['voice', 'video'] as const;

/**
 * The search in an address's query, with values of the wrong shape left out. Checked by shape
 * only: the home page shares this module and keeps the shared schemas out of its first load.
 */
export function topicSearchOf(searchParams: URLSearchParams): TTopicSearch {
  const search: TTopicSearch = {};
  const keyword = searchParams.get('keyword')?.trim().slice(0, 50);
  if (keyword) search.keyword = keyword;
  const category = searchParams.get('category');
  if (category && /^[a-z]{1,20}$/u.test(category)) search.category = category;
  const length = searchParams.get('length');
  if (length && /^[0-4]$/u.test(length)) search.length = length;
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const value = searchParams.get(key);
    if (value && /^\d{1,7}$/u.test(value)) search[key] = value;
  }
  if (searchParams.get('hasSlotThisWeek') === 'true') search.hasSlotThisWeek = 'true';
  if (searchParams.get('freeTrial') === 'true') search.freeTrial = 'true';
  const gender = searchParams.get('gender');
  if (gender && (searchGenders as readonly string[]).includes(gender)) search.gender = gender;
  const serviceType = searchParams.get('serviceType');
  if (serviceType && (searchServiceTypes as readonly string[]).includes(serviceType))
    search.serviceType = serviceType;
  return search;
}

/** The read behind one page of /focusissues; the server makes it too, before rendering the page. */
export function publishedTopicsRead(startPage: number, search: TTopicSearch = {}) {
  const query = new URLSearchParams({ start_page: String(startPage), page_size: String(TOPIC_PAGE_SIZE) });
  for (const key of searchKeys) {
    const value = search[key];
    if (value) query.set(key, value);
  }
  return {
    queryKey: ['published-topics', startPage, search],
    path: `/CounselorIssueCourse/List?${query.toString()}`,
  } as const satisfies TApiRead;
}

export const publishedTopicsQueryOptions = (startPage: number, search: TTopicSearch = {}) =>
  queryOptions({
    queryKey: publishedTopicsRead(startPage, search).queryKey,
    queryFn: ({ signal }) =>
      api.get<TPublicIssueCoursePage>(publishedTopicsRead(startPage, search).path, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the published topics; the previous page stays on screen while the next loads. */
export function usePublishedTopics(startPage: number, search: TTopicSearch = {}) {
  return useQuery({ ...publishedTopicsQueryOptions(startPage, search), placeholderData: keepPreviousData });
}
