import type { TArticleAuthor } from '@app/contracts/articles';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ArticleCard } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { AuthorBio, AuthorHeading, CounselorPageLink } from './author-intro';

/** One author of /article/authors: photo or initial, name (to their articles), title, biography, how many articles. */
export function AuthorCard({ author }: { author: TArticleAuthor }) {
  const { t } = useTranslation('articles');
  return (
    <ArticleCard>
      <AuthorHeading
        author={author}
        name={
          <Title order={2} fz="h3">
            <Anchor component={Link} to={paths.article.getHref(author.id)} inherit>
              {author.name}
            </Anchor>
          </Title>
        }
      />
      <AuthorBio author={author} />
      <Group gap="md" wrap="wrap">
        <Text fz="sm" c="gray.8">
          {t('authors.articleCount', { count: author.articleCount })}
        </Text>
        <CounselorPageLink author={author} />
      </Group>
    </ArticleCard>
  );
}
