import type { TArticleSummary } from '@app/contracts/articles';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { ArticleDate, ArticleMetaDot } from './article-meta';

/**
 * A short list of articles under a title (an author's others, a counselor's), newest first, with a
 * link to all of them when there are more; nothing when there is none.
 */
export function ArticleLinks({
  title,
  articles,
  more,
}: {
  title: string;
  articles: readonly TArticleSummary[];
  more?: { href: string; label: string } | undefined;
}) {
  const { t } = useTranslation('articles');
  if (articles.length === 0) return null;
  return (
    <PageSection title={title}>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {articles.map((article) => (
          <Stack component="li" key={article.id} gap={2}>
            <Anchor component={Link} to={paths.articleContent.getHref(article.id)} fw={600}>
              {article.title}
            </Anchor>
            <Text fz="sm" c="gray.8">
              <ArticleDate iso={article.publishedAt} /> <ArticleMetaDot />{' '}
              {t('card.readingMinutes', { minutes: article.readingMinutes })}
            </Text>
          </Stack>
        ))}
      </Stack>
      {more && (
        <Anchor component={Link} to={more.href} mt="md" display="inline-block">
          {more.label}
        </Anchor>
      )}
    </PageSection>
  );
}
