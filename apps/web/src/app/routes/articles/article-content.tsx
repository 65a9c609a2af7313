import type { TArticleDetail } from '@app/contracts/articles';
import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { isScaleAuthor } from '../../../features/articles/api/article-reads';
import { useArticle } from '../../../features/articles/api/get-article';
import { ArticleBody } from '../../../features/articles/components/article-body';
import {
  ArticleDate,
  ArticleMeta,
  ArticleMetaDot,
  ScaleBadge,
} from '../../../features/articles/components/article-meta';
import { articleStructuredData } from '../../../features/articles/components/article-structured-data';
import { AuthorPanel } from '../../../features/articles/components/author-panel';
import { Bsrs5SelfCheck } from '../../../features/articles/components/bsrs5-self-check';
import { ArticleLinks } from '../../../features/articles/components/article-links';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { usePageHead } from '../../../lib/page-head';
import { isUuid } from '../../../lib/uuid';
import { useTranslation } from '../../../lib/use-translation';

/** The article itself: title, byline, summary, text, and its self-check when it carries one. */
function ArticleView({ article }: { article: TArticleDetail }) {
  const { t } = useTranslation('articles');
  // A change on the day of publishing is no news; a later day's is.
  const updated =
    article.updatedAt > article.publishedAt &&
    formatDate(article.updatedAt) !== formatDate(article.publishedAt);
  return (
    <Stack component="article" gap="xl">
      <Stack gap="sm">
        <Title order={1}>{article.title}</Title>
        <ScaleBadge scale={article.scale} />
        <ArticleMeta
          author={article.author}
          publishedAt={article.publishedAt}
          readingMinutes={article.readingMinutes}
        >
          {updated && (
            <>
              <ArticleMetaDot />
              <Text component="span" fz="sm">
                <ArticleDate
                  iso={article.updatedAt}
                  text={t('article.updated', { date: formatDate(article.updatedAt) })}
                />
              </Text>
            </>
          )}
        </ArticleMeta>
        <Text fz="lg" c="gray.8">
          {article.summary}
        </Text>
      </Stack>
      <ArticleBody blocks={article.blocks} />
      {article.scale === 'bsrs5' && <Bsrs5SelfCheck />}
    </Stack>
  );
}

/**
 * /article/authors/author/articlecontent?id=: one published article, its author, more of theirs,
 * and the way back to the column (or to the psychological scales, for one of theirs).
 */
export default function ArticleContentPage() {
  const { t } = useTranslation('articles');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const article = useArticle(id);
  const data = article.data;
  usePageHead(
    data
      ? {
          title: data.title,
          description: data.summary,
          structuredData: [articleStructuredData(data, t('common:siteName'))],
        }
      : { title: t('article.fallbackTitle') },
  );

  // An id that cannot name an article is not asked for: it is as unknown as one the API does not know.
  const notFound =
    !isUuid(id) || (article.error instanceof ApiError && article.error.errorCode === ErrorCode.NotFound);
  const scales = data !== undefined && isScaleAuthor(data.author.id);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Anchor
          component={Link}
          to={scales ? paths.article.getHref(data.author.id) : paths.article.getHref()}
        >
          {scales ? t('article.backToScales') : t('article.back')}
        </Anchor>
        {notFound ? (
          <>
            <Title order={1}>{t('article.fallbackTitle')}</Title>
            <Alert color="gray" role="alert">
              {t('article.notFound')}
            </Alert>
          </>
        ) : (
          <>
            {article.isPending && <PageLoader label={t('article.loading')} />}
            {article.isError && (
              <>
                <Title order={1}>{t('article.fallbackTitle')}</Title>
                <Alert color="red" role="alert">
                  {t('article.error')}
                </Alert>
              </>
            )}
          </>
        )}
        {data && <ArticleView article={data} />}
        {data && (
          <AuthorPanel
            author={data.author}
            title={t('article.aboutAuthor')}
            more={
              <Anchor component={Link} to={paths.article.getHref(data.author.id)}>
                {t('article.authorArticles', { name: data.author.name })}
              </Anchor>
            }
          />
        )}
        {data && (
          <ArticleLinks
            title={t('article.moreByAuthor', { name: data.author.name })}
            articles={data.moreByAuthor}
          />
        )}
      </Stack>
    </Container>
  );
}
