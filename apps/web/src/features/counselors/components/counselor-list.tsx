import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { COUNSELOR_PAGE_SIZE, useCounselors, type TCounselorSearch } from '../api/get-counselors';
import { DirectoryCard } from './directory-card';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { CardGrid } from '../../../components/ui/card-grid';

/** The counselors on page `page` (from 1), with paging; the page number lives in the caller's URL. */
export function CounselorList({
  page,
  search = {},
  onPageChange,
}: {
  page: number;
  search?: TCounselorSearch;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('directory');
  const counselors = useCounselors(page - 1, search);

  if (!counselors.isSuccess) {
    const texts = { loading: t('team.loading'), error: t('team.error'), retry: t('team.retry') };
    return <QueryPlaceholder query={counselors} texts={texts} />;
  }

  const { totalRecords, records } = counselors.data;
  if (totalRecords === 0)
    return <Text>{Object.keys(search).length > 0 ? t('teamSearch.none') : t('team.empty')}</Text>;
  const pageCount = Math.ceil(totalRecords / COUNSELOR_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <Text c="gray.8">{t('team.count', { count: totalRecords })}</Text>
      <CardGrid cols={{ base: 1, md: 2 }}>
        {records.map((counselor) => (
          <li key={counselor.id}>
            <DirectoryCard counselor={counselor} />
          </li>
        ))}
      </CardGrid>
      {pageCount > 1 && (
        <PageNavigation label={t('team.pagination')} total={pageCount} value={page} onChange={onPageChange} />
      )}
    </Stack>
  );
}
