import { MAIL_PAGE_SIZE, type TMailPage } from '@app/contracts/mail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logFailure } from '../../../lib/logger';
import { mailKeys } from './mail-keys';

/** GET /Mail?IsUnread=&start_page=: one page of 10 mails, newest first. */
export function getMails(unreadOnly: boolean, page: number): Promise<TMailPage> {
  const path = `/Mail?IsUnread=${unreadOnly}&start_page=${page}`;
  return api.get<TMailPage>(path).catch(logFailure(`GET ${path}`));
}

/** A full page means there may be more; the page after it is asked for when its tenth mail shows. */
export function nextMailPage(lastPage: TMailPage, lastPageParam: number): number | undefined {
  const seen = (lastPageParam + 1) * MAIL_PAGE_SIZE;
  return lastPage.records.length === MAIL_PAGE_SIZE && seen < lastPage.totalRecords
    ? lastPageParam + 1
    : undefined;
}

export const mailsQueryOptions = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: mailKeys.list(unreadOnly),
    queryFn: ({ pageParam }) => getMails(unreadOnly, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextMailPage(lastPage, lastPageParam),
    staleTime: 0,
  });

export function useMails(unreadOnly: boolean) {
  return useInfiniteQuery(mailsQueryOptions(unreadOnly));
}
