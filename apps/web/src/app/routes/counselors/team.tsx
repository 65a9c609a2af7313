import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { CounselorList } from '../../../features/counselors/components/counselor-list';
import { pageParam, pageSearch } from '../../../lib/page-param';

/** /team: the counselors anyone may browse, a page at a time (`?page=2` can be shared). */
export default function TeamPage() {
  const { t } = useTranslation('directory');
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ContentPage title={t('team.title')} lead={t('team.lead')} size="lg">
      <CounselorList
        page={pageParam(searchParams.get('page'))}
        onPageChange={(page) => setSearchParams(pageSearch(page))}
      />
    </ContentPage>
  );
}
