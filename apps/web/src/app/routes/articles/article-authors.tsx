import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useArticleAuthors } from '../../../features/articles/api/get-article-authors';
import { AuthorCard } from '../../../features/articles/components/author-card';
import { useTranslation } from '../../../lib/use-translation';
import { LoadFailed } from '../../../components/ui/load-failed';

/** The authors as cards, or what stands in for them while they load, fail or are none. */
function AuthorCards() {
  const { t } = useTranslation('articles');
  const authors = useArticleAuthors();
  if (authors.isPending) return <PageLoader label={t('authors.loading')} />;
  if (authors.isError) {
    return (
      <LoadFailed
        message={t('authors.error')}
        retryLabel={t('authors.retry')}
        onRetry={() => void authors.refetch()}
      />
    );
  }
  if (authors.data.length === 0) return <Text>{t('authors.empty')}</Text>;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {authors.data.map((author) => (
        <li key={author.id}>
          <AuthorCard author={author} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** /article/authors: everyone who writes for the column, each leading to their articles. */
export default function ArticleAuthorsPage() {
  const { t } = useTranslation('articles');
  return (
    <ContentPage title={t('authors.title')} lead={t('authors.lead')} size="lg">
      <Anchor component={Link} to={paths.article.getHref()}>
        {t('authors.back')}
      </Anchor>
      <AuthorCards />
    </ContentPage>
  );
}
