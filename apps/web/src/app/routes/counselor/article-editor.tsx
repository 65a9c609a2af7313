import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useOwnArticle } from '../../../features/column-writing/api/written-articles';
import { ArticleForm } from '../../../features/column-writing/components/article-form';
import { ArticleReadOnly } from '../../../features/column-writing/components/article-read-only';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';

/**
 * /counselor/articles/new and /counselor/articles/:articleId: the editor of a new article, of a
 * draft or of a returned one; an article waiting for review or published reads as it stands.
 */
export default function ArticleEditorPage() {
  const { t } = useTranslation('columnWriting');
  const errorText = useErrorText();
  const id = useParams()['articleId'] ?? '';
  const article = useOwnArticle(id);

  if (id !== '' && article.isPending) return <PageLoader label={t('form.loading')} />;
  if (id !== '' && article.isError)
    return (
      <ContentPage title={t('form.fallbackTitle')}>
        <Stack gap="lg" align="flex-start">
          <Alert color="red" role="alert">
            {errorText(article.error)}
          </Alert>
          <Anchor component={Link} to={paths.counselor.articles.getHref()}>
            {t('form.back')}
          </Anchor>
        </Stack>
      </ContentPage>
    );
  const data = article.data ?? null;
  if (data && (data.status === 'in_review' || data.status === 'published'))
    return <ArticleReadOnly article={data} />;
  return <ArticleForm article={data} />;
}
