import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { CourseRatingForm } from '../../../features/course-feedback/components/course-rating-form';

/** /user/rate/{courseId}: mail 5's link, where the client rates a finished session. */
export default function RateCoursePage() {
  const { t } = useTranslation('room');
  const { courseId = '' } = useParams();
  return (
    <ContentPage title={t('feedback.pageTitle')} lead={t('feedback.title')}>
      <CourseRatingForm courseId={courseId} />
    </ContentPage>
  );
}
