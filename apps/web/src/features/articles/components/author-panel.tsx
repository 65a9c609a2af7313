import type { TArticleAuthor } from '@app/contracts/articles';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AuthorBio, AuthorHeading, CounselorPageLink } from './author-intro';

/**
 * An author in a bordered section: photo or initial, name and title, biography, their counselor
 * page and any `more` links. Under an article it carries the heading `title`; above the author's
 * own list, whose page heading names them already, it is labelled with their name only.
 */
export function AuthorPanel({
  author,
  title,
  more,
}: {
  author: TArticleAuthor;
  title?: string;
  more?: ReactNode;
}) {
  const { t } = useTranslation('articles');
  const headingId = useId();
  const label = title
    ? { 'aria-labelledby': headingId }
    : { 'aria-label': t('list.authorLabel', { name: author.name }) };
  return (
    <Paper component="section" {...label} withBorder p="lg">
      <Stack gap="sm">
        {title && (
          <Title order={2} fz="h3" id={headingId}>
            {title}
          </Title>
        )}
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
          {more}
        </Group>
      </Stack>
    </Paper>
  );
}
