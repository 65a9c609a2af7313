import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { ClientDeviceCheckSummary } from '../../../features/device-check/components/client-device-check-summary';
import { NextCourses } from '../../../features/bookings/components/next-courses';
import { OpenRooms } from '../../../features/room/components/open-rooms';
import { NextSteps } from '../planned/next-steps';
import { profileName, useProfile } from '../../../shell/session/get-profile';

/** /counselor/nextcourse, a counselor's home: their coming sessions, with joining and cancelling. */
export default function CounselorNextCoursePage() {
  const { t } = useTranslation(['common', 'planned']);
  const profile = useProfile();
  return (
    <ContentPage title={t('roleHome.counselorNextCourse')}>
      {profile.data && <Text fz="lg">{t('roleHome.greeting', { name: profileName(profile.data) })}</Text>}
      <OpenRooms
        role="counselor"
        aboutCourse={(course) => <ClientDeviceCheckSummary courseId={course.id} />}
      />
      <NextCourses role="counselor" />
      <NextSteps steps={['deviceCheck', 'cases', 'supportCenter']} />
    </ContentPage>
  );
}
