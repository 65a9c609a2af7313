import { LinkPager } from '../../../components/ui/link-pager';
import { useTranslation } from '../../../lib/use-translation';

/** The column's page links, in its own words. */
export function ArticlePager(props: { current: number; total: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('articles');
  const texts = {
    label: t('list.pagination'),
    previous: t('list.previous'),
    next: t('list.next'),
    page: (page: number) => t('list.page', { page }),
  };
  return <LinkPager {...props} texts={texts} />;
}
