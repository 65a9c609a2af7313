import type { TWrittenArticle } from '@app/contracts/articles';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { ArticleStatusBadge } from './article-status-badge';
import { ArticleText } from './article-text';

/** Published, and its date reached (a later date: scheduled, not shown anywhere yet). */
export function isOut(article: Pick<TWrittenArticle, 'status' | 'publishedAt'>, now = Date.now()): boolean {
  return (
    article.status === 'published' && article.publishedAt !== null && Date.parse(article.publishedAt) <= now
  );
}

/** Where an article is that its author can no longer change: waiting for the experts, or published. */
function StatusNote({ article }: { article: TWrittenArticle }) {
  const { t } = useTranslation('columnWriting');
  if (article.status === 'in_review')
    return (
      <Alert color="blue" role="status">
        {t('form.inReview', { date: article.submittedAt ? formatDateTime(article.submittedAt) : '' })}
      </Alert>
    );
  const date = article.publishedAt ? formatDate(article.publishedAt) : '';
  return (
    <Alert color="teal" role="status">
      <Stack gap="xs" align="flex-start">
        <Text inherit>{isOut(article) ? t('form.published', { date }) : t('form.scheduled', { date })}</Text>
        {isOut(article) && (
          <Anchor component={Link} to={paths.articleContent.getHref(article.id)} inherit>
            {t('form.read')}
          </Anchor>
        )}
        <Text inherit>
          {t('form.publishedFinal')}{' '}
          <Anchor component={Link} to={paths.contactUs.getHref()} inherit>
            {t('form.contactUs')}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}

/** An article waiting for review or published, as its author reads it: no longer theirs to change. */
export function ArticleReadOnly({ article }: { article: TWrittenArticle }) {
  const { t } = useTranslation('columnWriting');
  return (
    <ContentPage title={article.title} size="md">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.counselor.articles.getHref()}>
          {t('form.back')}
        </Anchor>
        <div>
          <ArticleStatusBadge status={article.status} />
        </div>
        <StatusNote article={article} />
        <ArticleText summary={article.summary} blocks={article.blocks} headingOrder={2} />
      </Stack>
    </ContentPage>
  );
}
