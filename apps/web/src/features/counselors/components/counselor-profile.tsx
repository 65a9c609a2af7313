import type { TPublicCounselor } from '@app/contracts/counselors';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '../../../components/ui/facts';
import { CounselorPhoto } from './counselor-photo';
import { serviceLengthText } from './service-length';

/** A counselor's page: picture and name, years, specialties, association, and their introduction. */
export function CounselorProfile({ counselor }: { counselor: TPublicCounselor }) {
  const { t } = useTranslation('directory');
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="center" gap="lg">
        <CounselorPhoto counselor={counselor} size={120} />
        <Title order={1}>{counselor.fullName}</Title>
      </Group>
      <Facts>
        <Fact term={t('team.serviceLength')} value={serviceLengthText(t, counselor.serviceLength)} />
        <Fact term={t('team.specialty')} value={counselor.customSpecialty} />
        <Fact term={t('team.organization')} value={counselor.counselorOrganization} />
      </Facts>
      {counselor.aboutMe && (
        <Stack component="section" gap="xs" aria-labelledby="counselor-about">
          <Title order={2} fz="h3" id="counselor-about">
            {t('counselor.about')}
          </Title>
          <Text>{counselor.aboutMe}</Text>
        </Stack>
      )}
    </Stack>
  );
}
