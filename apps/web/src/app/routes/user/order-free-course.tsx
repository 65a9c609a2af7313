import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { OrderFreeCourse } from '../../../features/bookings/components/order-free-course';
import { counselorQueryOptions } from '../../../features/counselors/api/get-counselor';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../../../shell/session/get-profile';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** /user/orderfreecourse?counselorId=…&startTime=…: book the chosen 20-minute slot as the free trial. */
export default function OrderFreeCoursePage() {
  const { t } = useTranslation('booking');
  const [searchParams] = useSearchParams();
  const counselorId = searchParams.get('counselorId') ?? '';
  const counselor = useQuery({ ...counselorQueryOptions(counselorId), enabled: counselorId !== '' });
  const profile = useProfile();
  return (
    <ContentPage title={t('trial.title')}>
      {profile.data?.role === 'client' && (counselor.data || counselor.isError || !counselorId) ? (
        <OrderFreeCourse
          counselorId={counselorId}
          counselorName={counselor.data?.fullName ?? ''}
          startTime={searchParams.get('startTime') ?? ''}
          profile={profile.data.profile}
        />
      ) : (
        <LoadingSpinner label={t('order.loading')} />
      )}
    </ContentPage>
  );
}
