import { ErrorCode } from '@app/contracts/error-codes';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { useArticleAuthor } from '../../../features/articles/api/get-article-authors';
import { articleAuthorIdOf, isScaleAuthor } from '../../../features/articles/api/article-reads';
import { ArticleList } from '../../../features/articles/components/article-list';
import { AuthorPanel } from '../../../features/articles/components/author-panel';
import { ApiError } from '../../../lib/api-client';
import { pageParam } from '../../../lib/page-param';
import { useTranslation } from '../../../lib/use-translation';

/** Where to go from a list: every article (from a filtered one), and the authors. */
function ListLinks({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('articles');
  return (
    <Group gap="lg" wrap="wrap">
      {filtered && (
        <Anchor component={Link} to={paths.article.getHref()}>
          {t('list.all')}
        </Anchor>
      )}
      <Anchor component={Link} to={paths.articleAuthors.getHref()}>
        {t('list.authorsLink')}
      </Anchor>
    </Group>
  );
}

/** The scale author's list: the psychological scales, said plainly to be no diagnosis. */
function ScaleList({ authorId, page }: { authorId: number; page: number }) {
  const { t } = useTranslation('articles');
  return (
    <ContentPage title={t('scales.title')} lead={t('scales.lead')} size="lg">
      <ArticleList page={page} authorId={authorId} empty={<Text>{t('scales.empty')}</Text>} />
      <ListLinks filtered />
    </ContentPage>
  );
}

/** One author's articles under who they are. */
function AuthorList({ authorId, page }: { authorId: number; page: number }) {
  const { t } = useTranslation('articles');
  const author = useArticleAuthor(authorId);
  const notFound = author.error instanceof ApiError && author.error.errorCode === ErrorCode.NotFound;
  const title = author.data ? t('list.byAuthorTitle', { name: author.data.name }) : t('list.title');
  return (
    <ContentPage title={title} size="lg">
      {author.data && <AuthorPanel author={author.data} />}
      {author.isError && (
        <Alert color={notFound ? 'gray' : 'red'} role="alert">
          {notFound ? t('list.authorNotFound') : t('list.authorError')}
        </Alert>
      )}
      {!notFound && (
        <ArticleList page={page} authorId={authorId} empty={<Text>{t('list.emptyAuthor')}</Text>} />
      )}
      <ListLinks filtered />
    </ContentPage>
  );
}

/**
 * /article?authorid=&pageno=: the column's articles, newest first, a page at a time (pageno from
 * 1). With an author's number, theirs under who they are; with the scale author's, the
 * psychological scales (心理測驗), a destination of its own on the same path.
 */
export default function ArticleListPage() {
  const { t } = useTranslation('articles');
  const [searchParams] = useSearchParams();
  const authorId = articleAuthorIdOf(searchParams.get('authorid'));
  const page = pageParam(searchParams.get('pageno'));
  if (authorId !== undefined && isScaleAuthor(authorId)) return <ScaleList authorId={authorId} page={page} />;
  if (authorId !== undefined) return <AuthorList key={authorId} authorId={authorId} page={page} />;
  return (
    <ContentPage title={t('list.title')} lead={t('list.lead')} size="lg">
      <ListLinks filtered={false} />
      <ArticleList page={page} empty={<Text>{t('list.empty')}</Text>} />
    </ContentPage>
  );
}
