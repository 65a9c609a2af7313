import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { TOPIC_PAGE_SIZE, usePublishedTopics, type TTopicSearch } from '../api/get-published-topics';
import { TopicCard } from './topic-card';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { CardGrid } from '../../../components/ui/card-grid';

/**
 * The published topics matching `search` on page `page` (from 1), with paging; `empty` shows
 * while none match.
 */
export function TopicList({
  page,
  search = {},
  onPageChange,
  empty,
}: {
  page: number;
  search?: TTopicSearch;
  onPageChange: (page: number) => void;
  empty: ReactNode;
}) {
  const { t } = useTranslation('directory');
  const topics = usePublishedTopics(page - 1, search);

  if (!topics.isSuccess) {
    const texts = {
      loading: t('focusIssues.loading'),
      error: t('focusIssues.error'),
      retry: t('focusIssues.retry'),
    };
    return <QueryPlaceholder query={topics} texts={texts} />;
  }

  const { totalRecords, records } = topics.data;
  if (totalRecords === 0) return empty;
  const pageCount = Math.ceil(totalRecords / TOPIC_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <Text c="gray.8">{t('focusIssues.count', { count: totalRecords })}</Text>
      <CardGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {records.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </CardGrid>
      {pageCount > 1 && (
        <PageNavigation
          label={t('focusIssues.pagination')}
          total={pageCount}
          value={page}
          onChange={onPageChange}
        />
      )}
    </Stack>
  );
}
