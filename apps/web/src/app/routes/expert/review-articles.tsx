import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { paths } from '../../../config/paths';
import {
  useArticlesToReview,
  WRITTEN_ARTICLE_PAGE_SIZE,
} from '../../../features/column-writing/api/written-articles';
import { formatDateTime } from '../../../lib/dates';
import { listingParams, pageParam } from '../../../lib/page-param';
import { useTranslation } from '../../../lib/use-translation';

/** The queue: title (to the article), author and when it was sent, a page (from 1) of it. */
function Queue({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('columnWriting');
  const queue = useArticlesToReview(page - 1);
  if (queue.isPending) return <PageLoader label={t('review.loading')} />;
  if (!queue.data)
    return (
      <Alert color="red" role="alert">
        {t('review.error')}
      </Alert>
    );
  if (queue.data.totalRecords === 0) return <Text>{t('review.empty')}</Text>;
  const pages = Math.ceil(queue.data.totalRecords / WRITTEN_ARTICLE_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Caption>{t('review.caption', { count: queue.data.totalRecords })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('review.article')}</Table.Th>
              <Table.Th scope="col">{t('review.author')}</Table.Th>
              <Table.Th scope="col">{t('review.submittedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queue.data.records.map((article) => (
              <Table.Tr key={article.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.expert.article.getHref(article.id)}>
                    {article.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{article.author.name}</Table.Td>
                <Table.Td>{article.submittedAt ? formatDateTime(article.submittedAt) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <PageNavigation label={t('review.pages')} total={pages} value={page} onChange={onPage} />}
    </Stack>
  );
}

/** /expert/articles (文章審核): the column articles waiting for review, the oldest first (?page=). */
export default function ReviewArticlesPage() {
  const { t } = useTranslation('columnWriting');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  return (
    <ContentPage title={t('review.title')} lead={t('review.lead')} size="lg">
      <Queue page={page} onPage={(next) => setSearchParams(listingParams({}, next))} />
    </ContentPage>
  );
}
