import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../../../components/ui/content-page';
import { profileName, useProfile } from '../../../shell/session/get-profile';
import { NextSteps } from '../planned/next-steps';

/** /expert/applicationlist, an expert's home: counselor applications to review (built by a later issue). */
export default function ExpertApplicationListPage() {
  const { t } = useTranslation(['common', 'planned']);
  const profile = useProfile();
  return (
    <ContentPage title={t('roleHome.expertApplicationList')}>
      {profile.data && <Text fz="lg">{t('roleHome.greeting', { name: profileName(profile.data) })}</Text>}
      <Text>{t('planned:roleHomes.expertApplicationList')}</Text>
      <NextSteps steps={['auditLog', 'supportCenter']} />
    </ContentPage>
  );
}
