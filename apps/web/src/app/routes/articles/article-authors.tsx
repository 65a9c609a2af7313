import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { useArticleAuthors } from '../../../features/articles/api/get-article-authors';
import { AuthorCard } from '../../../features/articles/components/author-card';
import { useTranslation } from '../../../lib/use-translation';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { CardGrid } from '../../../components/ui/card-grid';

/** The authors as cards, or what stands in for them while they load, fail or are none. */
function AuthorCards() {
  const { t } = useTranslation('articles');
  const authors = useArticleAuthors();
  if (!authors.isSuccess) {
    const texts = { loading: t('authors.loading'), error: t('authors.error'), retry: t('authors.retry') };
    return <QueryPlaceholder query={authors} texts={texts} />;
  }
  if (authors.data.length === 0) return <Text>{t('authors.empty')}</Text>;
  return (
    <CardGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {authors.data.map((author) => (
        <li key={author.id}>
          <AuthorCard author={author} />
        </li>
      ))}
    </CardGrid>
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
