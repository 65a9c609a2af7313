import type { TArticleSummary } from '@app/contracts/articles';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { ArticleDate, ArticleMetaDot } from './article-meta';

/** Up to three more of the author's articles, newest first; nothing when they have no other. */
export function MoreByAuthor({ name, articles }: { name: string; articles: readonly TArticleSummary[] }) {
  const { t } = useTranslation('articles');
  if (articles.length === 0) return null;
  return (
    <PageSection title={t('article.moreByAuthor', { name })}>
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
    </PageSection>
  );
}
