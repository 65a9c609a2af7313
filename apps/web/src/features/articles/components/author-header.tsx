import type { TArticleAuthor } from '@app/contracts/articles';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { AuthorBio, AuthorHeading, CounselorPageLink } from './author-intro';

/** Above an author's articles: who they are (the page's heading already names them), and their counselor page. */
export function AuthorHeader({ author }: { author: TArticleAuthor }) {
  const { t } = useTranslation('articles');
  return (
    <Paper component="section" aria-label={t('list.authorLabel', { name: author.name })} withBorder p="lg">
      <Stack gap="sm">
        <AuthorHeading
          author={author}
          name={
            <Text fw={700} fz="lg">
              {author.name}
            </Text>
          }
        />
        <AuthorBio author={author} />
        <CounselorPageLink author={author} />
      </Stack>
    </Paper>
  );
}
