import { ContentPage } from '../../../components/ui/content-page';
import { MyWaitlist } from '../../../features/bookings/components/my-waitlist';
import { NextCourses } from '../../../features/bookings/components/next-courses';
import { OpenRooms } from '../../../features/room/components/open-rooms';
import { useTranslation } from '../../../lib/use-translation';
import { NextSteps } from '../planned/next-steps';

/** /user/nextcourse: the client's coming sessions, the rooms open to enter, cancelling, and their waitlist with its offers. */
export default function UserNextCoursePage() {
  const { t } = useTranslation('booking');
  return (
    <ContentPage title={t('next.title')}>
      <OpenRooms role="client" />
      <MyWaitlist />
      <NextCourses role="client" />
      <NextSteps steps={['deviceCheck', 'team']} />
    </ContentPage>
  );
}
