import type { TArticleSummary } from '@app/contracts/articles';
import { Text } from '@mantine/core';
import { ArticleCard, ArticleCardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ArticleMeta, ScaleBadge } from './article-meta';

/** One article of a list: its title (to the article), a self-check badge, its byline and summary. */
export function ArticleSummaryCard({ article }: { article: TArticleSummary }) {
  return (
    <ArticleCard>
      <ArticleCardTitle order={2} to={paths.articleContent.getHref(article.id)}>
        {article.title}
      </ArticleCardTitle>
      <ScaleBadge scale={article.scale} />
      <ArticleMeta
        author={article.author}
        publishedAt={article.publishedAt}
        readingMinutes={article.readingMinutes}
      />
      <Text>{article.summary}</Text>
    </ArticleCard>
  );
}
