import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { OpenRooms } from '../../../features/room/components/open-rooms';
import { NextSteps } from '../planned/next-steps';

/** /user/nextcourse: the client's coming sessions; for now, the rooms open to enter (the list comes with bookings). */
export default function UserNextCoursePage() {
  const { t } = useTranslation('planned');
  return (
    <ContentPage title={t('pages.userNextCourse.title')}>
      <OpenRooms role="client" />
      <Text>{t('pages.userNextCourse.text')}</Text>
      <NextSteps steps={['deviceCheck', 'team']} />
    </ContentPage>
  );
}
