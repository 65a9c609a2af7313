import type { TArticleStatus, TWrittenArticleSummary } from '@app/contracts/articles';
import { Alert, Anchor, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/card';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { OwnItemCard } from '../../../components/ui/own-item-card';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useOwnArticles, WRITTEN_ARTICLE_PAGE_SIZE } from '../api/written-articles';
import { isOut } from './article-read-only';
import { ArticleStatusBadge } from './article-status-badge';
import type { TStatusListing } from '../../../components/ui/status-tabs';

/** One of the counselor's articles: its title (to its editor), status, dates, and the expert's comment when returned. */
function OwnArticleCard({ article }: { article: TWrittenArticleSummary }) {
  const { t } = useTranslation('columnWriting');
  const published = article.publishedAt ? formatDate(article.publishedAt) : null;
  return (
    <OwnItemCard
      title={article.title}
      to={paths.counselor.article.getHref(article.id)}
      status={<ArticleStatusBadge status={article.status} />}
    >
      <Facts>
        <Fact term={t('list.updated')} value={formatDateTime(article.updatedAt)} />
        {article.status !== 'draft' && article.submittedAt && (
          <Fact term={t('list.submitted')} value={formatDateTime(article.submittedAt)} />
        )}
        {article.status === 'published' && published && (
          <Fact
            term={t('list.published')}
            value={isOut(article) ? published : t('list.scheduled', { date: published })}
          />
        )}
      </Facts>
      {article.status === 'returned' && article.reviewComment && (
        <Alert color="orange" title={t('list.comment')}>
          <Text inherit style={{ whiteSpace: 'pre-line' }}>
            {article.reviewComment}
          </Text>
        </Alert>
      )}
      {isOut(article) && (
        <Anchor
          component={Link}
          to={paths.articleContent.getHref(article.id)}
          fz="sm"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('list.read')}
          <VisuallyHidden>{` ${article.title}`}</VisuallyHidden>
        </Anchor>
      )}
    </OwnItemCard>
  );
}

/** One page of the counselor's articles of a status (every status without one), with the page numbers. */
export function OwnArticleList({ status, page, onPage }: TStatusListing<TArticleStatus>) {
  const { t } = useTranslation('columnWriting');
  const errorText = useErrorText();
  // Pages are counted from 1 on the screen, from 0 by the API.
  const articles = useOwnArticles(status, page - 1);

  if (articles.isPending) return <LoadingSpinner label={t('list.loading')} />;
  if (!articles.data)
    return (
      <Alert color="red" role="alert">
        {errorText(articles.error)}
      </Alert>
    );
  if (articles.data.totalRecords === 0)
    return (
      <Paper withBorder p="lg" bg="gray.0">
        <Text>{status ? t('list.emptyFiltered', { status: t(`status.${status}`) }) : t('list.empty')}</Text>
      </Paper>
    );
  const pages = Math.ceil(articles.data.totalRecords / WRITTEN_ARTICLE_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {articles.data.records.map((article) => (
          <OwnArticleCard key={article.id} article={article} />
        ))}
      </Stack>
      {pages > 1 && <PageNavigation label={t('list.pages')} total={pages} value={page} onChange={onPage} />}
    </Stack>
  );
}
