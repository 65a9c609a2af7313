import { ContentPage } from '../../../components/ui/content-page';
import { ReceivedFeedback } from '../../../features/course-feedback/components/received-feedback';
import { useTranslation } from '../../../lib/use-translation';

/** /counselor/coursefeedback: the ratings and comments the counselor received. */
export default function CounselorCourseFeedbackPage() {
  const { t } = useTranslation('records');
  return (
    <ContentPage title={t('received.title')} lead={t('received.lead')}>
      <ReceivedFeedback />
    </ContentPage>
  );
}
