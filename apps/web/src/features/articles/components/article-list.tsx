import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { ARTICLE_PAGE_SIZE } from '../api/article-reads';
import { useArticles } from '../api/get-articles';
import { ArticleSummaryCard } from './article-card';
import { ArticlePager } from './article-pager';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { CardGrid } from '../../../components/ui/card-grid';

/**
 * The published articles (one author's with `authorId`) on page `page` (from 1), newest first,
 * with links to the other pages; `empty` shows while there are none.
 */
export function ArticleList({
  page,
  authorId,
  empty,
}: {
  page: number;
  authorId?: number;
  empty: ReactNode;
}) {
  const { t } = useTranslation('articles');
  const articles = useArticles(page - 1, authorId);

  if (!articles.isSuccess) {
    const texts = { loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') };
    return <QueryPlaceholder query={articles} texts={texts} />;
  }

  const { totalRecords, records } = articles.data;
  if (totalRecords === 0) return empty;
  const pageCount = Math.ceil(totalRecords / ARTICLE_PAGE_SIZE);
  const hrefOf = (to: number) => paths.article.getHref(authorId, to);
  return (
    <Stack gap="lg">
      <Text c="gray.8">{t('list.count', { count: totalRecords })}</Text>
      {records.length === 0 ? (
        // Past the last page (an old link): say so, and lead back to the first.
        <Text>
          {t('list.emptyPage')}{' '}
          <Anchor component={Link} to={hrefOf(1)}>
            {t('list.firstPage')}
          </Anchor>
        </Text>
      ) : (
        <>
          <CardGrid cols={{ base: 1, md: 2 }}>
            {records.map((article) => (
              <li key={article.id}>
                <ArticleSummaryCard article={article} />
              </li>
            ))}
          </CardGrid>
          <ArticlePager current={page} total={pageCount} hrefOf={hrefOf} />
        </>
      )}
    </Stack>
  );
}
