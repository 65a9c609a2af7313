import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { COUNSELOR_ARTICLES } from '../api/article-reads';
import { useCounselorArticles } from '../api/get-articles';
import { ArticleLinks } from './article-links';

/**
 * On a counselor's page: what they wrote for the column, the latest few and a link to all of
 * them; nothing while it loads, when it fails, or when they have written nothing. Reading how a
 * counselor writes helps to choose one.
 */
export function CounselorArticles({ counselorId, name }: { counselorId: string; name: string }) {
  const { t } = useTranslation('articles');
  const { data } = useCounselorArticles(counselorId);
  const author = data?.records[0]?.author;
  if (!data || !author) return null;
  return (
    <ArticleLinks
      title={t('counselorArticles.title', { name })}
      articles={data.records}
      more={
        data.totalRecords > COUNSELOR_ARTICLES
          ? {
              href: paths.article.getHref(author.id),
              label: t('counselorArticles.all', { count: data.totalRecords }),
            }
          : undefined
      }
    />
  );
}
