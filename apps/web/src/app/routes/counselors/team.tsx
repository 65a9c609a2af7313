import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { CounselorList } from '../../../features/counselors/components/counselor-list';

/** The page number of `?page=`, from 1; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /team: the counselors anyone may browse, a page at a time (`?page=2` can be shared). */
export default function TeamPage() {
  const { t } = useTranslation('directory');
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ContentPage title={t('team.title')} lead={t('team.lead')} size="lg">
      <CounselorList
        page={pageOf(searchParams.get('page'))}
        onPageChange={(page) => setSearchParams(page === 1 ? {} : { page: String(page) })}
      />
    </ContentPage>
  );
}
