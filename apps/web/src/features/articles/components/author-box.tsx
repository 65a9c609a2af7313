import type { TArticleAuthor } from '@app/contracts/articles';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { AuthorBio, AuthorHeading, CounselorPageLink } from './author-intro';

/** Under an article: who wrote it, their counselor page and the rest of their articles. */
export function AuthorBox({ author }: { author: TArticleAuthor }) {
  const { t } = useTranslation('articles');
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {t('article.aboutAuthor')}
        </Title>
        <AuthorHeading
          author={author}
          name={
            <Text fw={700} fz="lg">
              {author.name}
            </Text>
          }
        />
        <AuthorBio author={author} />
        <Group gap="lg" wrap="wrap">
          <CounselorPageLink author={author} />
          <Anchor component={Link} to={paths.article.getHref(author.id)}>
            {t('article.authorArticles', { name: author.name })}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
