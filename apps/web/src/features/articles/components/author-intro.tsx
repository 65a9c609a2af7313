import type { TArticleAuthor } from '@app/contracts/articles';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { AuthorAvatar } from './author-avatar';

/** An author's photo (or initial) beside their name — as `name` gives it, a heading or text — and title. */
export function AuthorHeading({ author, name }: { author: TArticleAuthor; name: ReactNode }) {
  return (
    <Group wrap="nowrap" align="center" gap="md">
      <AuthorAvatar author={author} size={72} />
      <Stack gap={2}>
        {name}
        <Text c="gray.8">{author.title}</Text>
      </Stack>
    </Group>
  );
}

/** An author's biography, keeping the lines as they wrote them. */
export function AuthorBio({ author }: { author: TArticleAuthor }) {
  if (!author.bio) return null;
  return <Text style={{ whiteSpace: 'pre-line' }}>{author.bio}</Text>;
}

/** The link to the author's page among the counselors, when they are one listed there. */
export function CounselorPageLink({ author }: { author: TArticleAuthor }) {
  const { t } = useTranslation('articles');
  if (!author.counselorId) return null;
  return (
    <Anchor component={Link} to={paths.teamMember.getHref(author.counselorId)}>
      {t('article.counselorPage', { name: author.name })}
    </Anchor>
  );
}
