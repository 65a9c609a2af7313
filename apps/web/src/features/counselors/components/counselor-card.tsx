import type { TPublicCounselor } from '@app/contracts/counselors';
import { ServiceLength, type TServiceLength } from '@app/contracts/enums';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '../../../components/ui/facts';

const serviceLengthKey = {
  [ServiceLength.OneToThreeYears]: 'oneToThree',
  [ServiceLength.ThreeToTenYears]: 'threeToTen',
  [ServiceLength.OverTenYears]: 'overTen',
  [ServiceLength.OverTwentyYears]: 'overTwenty',
} as const satisfies Record<TServiceLength, string>;

function isServiceLength(value: number | null): value is TServiceLength {
  return value !== null && Object.hasOwn(serviceLengthKey, value);
}

/** One counselor of /team: picture, name, years of practice, specialties, association, introduction. */
export function CounselorCard({ counselor }: { counselor: TPublicCounselor }) {
  const { t } = useTranslation('directory');
  const { serviceLength } = counselor;
  return (
    <Paper component="article" withBorder p="lg" h="100%">
      <Stack gap="sm">
        <Group wrap="nowrap" align="center">
          <Avatar
            src={counselor.coverImage.path}
            alt={t('team.photoAlt', { name: counselor.fullName })}
            size={88}
            radius="50%"
            color="sea"
          />
          <Title order={2} fz="h3">
            {counselor.fullName}
          </Title>
        </Group>
        <Facts>
          <Fact
            term={t('team.serviceLength')}
            value={
              isServiceLength(serviceLength)
                ? t(`team.serviceLengths.${serviceLengthKey[serviceLength]}`)
                : null
            }
          />
          <Fact term={t('team.specialty')} value={counselor.customSpecialty} />
          <Fact term={t('team.organization')} value={counselor.counselorOrganization} />
        </Facts>
        {counselor.aboutMe && <Text>{counselor.aboutMe}</Text>}
      </Stack>
    </Paper>
  );
}
