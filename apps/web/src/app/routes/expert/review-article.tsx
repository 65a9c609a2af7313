import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useArticleToReview } from '../../../features/column-writing/api/written-articles';
import { ArticleDecision } from '../../../features/column-writing/components/article-decision';
import { isOut } from '../../../features/column-writing/components/article-read-only';
import { ArticleStatusBadge } from '../../../features/column-writing/components/article-status-badge';
import { ArticleText } from '../../../features/column-writing/components/article-text';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';

/**
 * /expert/articles/:articleId: an article sent for review as the column will show it (title, byline,
 * summary, text), and the decision; one already decided says so.
 */
export default function ReviewArticlePage() {
  const { t } = useTranslation('columnWriting');
  const errorText = useErrorText();
  const id = useParams()['articleId'] ?? '';
  const article = useArticleToReview(id);

  if (article.isPending) return <PageLoader label={t('review.articleLoading')} />;
  const back = (
    <Anchor component={Link} to={paths.expert.articles.getHref()}>
      {t('review.back')}
    </Anchor>
  );
  if (article.isError)
    return (
      <ContentPage title={t('review.title')}>
        <Stack gap="lg" align="flex-start">
          <Alert color="red" role="alert">
            {errorText(article.error)}
          </Alert>
          {back}
        </Stack>
      </ContentPage>
    );
  const data = article.data;
  return (
    <ContentPage title={data.title}>
      <Stack gap="xl">
        <Stack gap="sm" align="flex-start">
          {back}
          <ArticleStatusBadge status={data.status} />
          <Text>{t('byline', { name: data.author.name, title: data.author.title })}</Text>
          {data.submittedAt && (
            <Text c="gray.8">{t('review.sentAt', { time: formatDateTime(data.submittedAt) })}</Text>
          )}
        </Stack>
        <ArticleText summary={data.summary} blocks={data.blocks} headingOrder={2} />
        {data.status === 'in_review' ? (
          <ArticleDecision article={data} />
        ) : (
          <Alert color="blue" role="status">
            <Stack gap="xs" align="flex-start">
              <Text inherit>{t('review.decidedAs', { status: t(`status.${data.status}`) })}</Text>
              {isOut(data) && (
                <Anchor component={Link} to={paths.articleContent.getHref(data.id)} inherit>
                  {t('review.readPublished')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </ContentPage>
  );
}
