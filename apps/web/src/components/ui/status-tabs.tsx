import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listingParams, pageParam } from '../../lib/page-param';

const ALL = 'all';

/** What the list under the tabs shows: the chosen status (null: every one), a page, and how to turn it. */
export type TStatusListing<TStatus extends string> = {
  status: TStatus | null;
  page: number;
  onPage: (page: number) => void;
};

/**
 * A list's status filter as tabs, a tab for each status and one for all, kept in the address
 * (?status=, ?page=) so that a reload or a shared link shows the same list.
 */
export function StatusTabs<TStatus extends string>({
  statuses,
  label,
  allLabel,
  statusLabel,
  children,
}: {
  statuses: readonly TStatus[];
  /** The tab list's accessible name. */
  label: string;
  allLabel: string;
  statusLabel: (status: TStatus) => string;
  children: (listing: TStatusListing<TStatus>) => ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusOf = (value: string | null) => statuses.find((status) => status === value) ?? null;
  const status = statusOf(searchParams.get('status'));
  const page = pageParam(searchParams.get('page'));
  const onPage = (next: number) => setSearchParams(listingParams({ status: status ?? undefined }, next));
  return (
    <Tabs
      value={status ?? ALL}
      onChange={(value) => setSearchParams(listingParams({ status: statusOf(value) ?? undefined }))}
      keepMounted={false}
    >
      <Tabs.List aria-label={label} mb="lg">
        <Tabs.Tab value={ALL}>{allLabel}</Tabs.Tab>
        {statuses.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {statusLabel(value)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {[ALL, ...statuses].map((value) => (
        <Tabs.Panel key={value} value={value}>
          {children({ status, page, onPage })}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
