import { ContentPage } from '../../../components/ui/content-page';
import { CourseRecords } from '../../../features/course-feedback/components/course-records';
import { useTranslation } from '../../../lib/use-translation';

/** /user/courserecords: the client's past sessions, and rating the completed ones. */
export default function UserCourseRecordsPage() {
  const { t } = useTranslation('records');
  return (
    <ContentPage title={t('records.title')} lead={t('records.lead')}>
      <CourseRecords />
    </ContentPage>
  );
}
