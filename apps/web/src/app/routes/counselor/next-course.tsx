import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { profileName, useProfile } from '../../../shell/session/get-profile';

/** /counselor/nextcourse, a counselor's home: their coming sessions (built by a later issue). */
export default function CounselorNextCoursePage() {
  const { t } = useTranslation('common');
  const profile = useProfile();
  const title = t('roleHome.counselorNextCourse');
  useDocumentTitle(title);
  return (
    <Container size="lg" py="xl">
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        {profile.data && <Text fz="lg">{t('roleHome.greeting', { name: profileName(profile.data) })}</Text>}
        <Text c="dimmed">{t('roleHome.comingSoon')}</Text>
      </Stack>
    </Container>
  );
}
