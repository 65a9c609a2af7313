import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { OrderCourse } from '../../../features/bookings/components/order-course';
import { useTranslation } from '../../../lib/use-translation';

/** /user/ordercourse?issueCourseId=…&startTime=…: book the chosen slot of a topic. */
export default function OrderCoursePage() {
  const { t } = useTranslation('booking');
  const [searchParams] = useSearchParams();
  return (
    <ContentPage title={t('order.title')}>
      <OrderCourse
        issueCourseId={searchParams.get('issueCourseId') ?? ''}
        startTime={searchParams.get('startTime') ?? ''}
      />
    </ContentPage>
  );
}
