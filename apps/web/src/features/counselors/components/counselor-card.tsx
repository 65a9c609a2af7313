import type { TPublicCounselor } from '@app/contracts/counselors';
import { ServiceLength, type TServiceLength } from '@app/contracts/enums';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const serviceLengthKey = {
  [ServiceLength.OneToThreeYears]: 'oneToThree',
  [ServiceLength.ThreeToTenYears]: 'threeToTen',
  [ServiceLength.OverTenYears]: 'overTen',
  [ServiceLength.OverTwentyYears]: 'overTwenty',
} as const satisfies Record<TServiceLength, string>;

function isServiceLength(value: number | null): value is TServiceLength {
  return value !== null && Object.hasOwn(serviceLengthKey, value);
}

/** A fact about the counselor, a term and its value in the card's list; left out when the profile lacks it. */
function Fact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <Group component="div" gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" fz="sm" fw={600} style={{ flexShrink: 0 }}>
        {term}
      </Text>
      <Text component="dd" fz="sm" m={0}>
        {value}
      </Text>
    </Group>
  );
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
        <Stack component="dl" gap={4} m={0}>
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
        </Stack>
        {counselor.aboutMe && <Text>{counselor.aboutMe}</Text>}
      </Stack>
    </Paper>
  );
}
