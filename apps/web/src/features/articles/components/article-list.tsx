import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { ARTICLE_PAGE_SIZE } from '../api/article-reads';
import { useArticles } from '../api/get-articles';
import { ArticleSummaryCard } from './article-card';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { LinkedCardPages, listPagesTexts } from '../../../components/ui/link-pager';

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
  return (
    <LinkedCardPages
      cards={records.map((article) => (
        <li key={article.id}>
          <ArticleSummaryCard article={article} />
        </li>
      ))}
      current={page}
      total={Math.ceil(totalRecords / ARTICLE_PAGE_SIZE)}
      hrefOf={(to) => paths.article.getHref(authorId, to)}
      texts={listPagesTexts(t, totalRecords)}
    />
  );
}
