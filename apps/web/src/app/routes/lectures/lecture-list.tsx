import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { LectureList } from '../../../features/lectures/components/lecture-list';
import { MySignups } from '../../../features/lectures/components/my-signups';
import { pageParam } from '../../../lib/page-param';
import { useTranslation } from '../../../lib/use-translation';

/**
 * /viewcounseloronlinegroup/Index1?page=: the lectures and groups still to come, soonest first, a
 * page at a time (page from 1); a signed-in client's own sign-ups above them.
 */
export default function LectureListPage() {
  const { t } = useTranslation('lectures');
  const [searchParams] = useSearchParams();
  return (
    <ContentPage title={t('list.title')} lead={t('list.lead')} size="lg">
      <MySignups />
      <LectureList page={pageParam(searchParams.get('page'))} />
    </ContentPage>
  );
}
