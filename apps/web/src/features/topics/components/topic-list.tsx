import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { TOPIC_PAGE_SIZE, usePublishedTopics, type TTopicSearch } from '../api/get-published-topics';
import { TopicCard } from './topic-card';
import { LoadFailed } from '../../../components/ui/load-failed';

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

  if (topics.isPending) return <PageLoader label={t('focusIssues.loading')} />;
  if (topics.isError) {
    return (
      <LoadFailed
        message={t('focusIssues.error')}
        retryLabel={t('focusIssues.retry')}
        onRetry={() => void topics.refetch()}
      />
    );
  }

  const { totalRecords, records } = topics.data;
  if (totalRecords === 0) return empty;
  const pageCount = Math.ceil(totalRecords / TOPIC_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <Text c="gray.8">{t('focusIssues.count', { count: totalRecords })}</Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {records.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </SimpleGrid>
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
