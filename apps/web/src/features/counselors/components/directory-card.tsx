import type { TDirectoryCounselor } from '@app/contracts/counselors';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/facts';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { CounselorPhoto } from './counselor-photo';
import { DirectoryFacts, SpecialtyBadges } from './directory-facts';
import { serviceLengthText } from './service-length';

/**
 * One counselor of /team: picture, name (to their page), rating, specialties, languages, years of
 * practice, the price range of their topics and when they can next be booked.
 */
export function DirectoryCard({ counselor }: { counselor: TDirectoryCounselor }) {
  const { t } = useTranslation('directory');
  return (
    <Paper component="article" withBorder p="lg" h="100%">
      <Stack gap="sm">
        <Group wrap="nowrap" align="center">
          <CounselorPhoto counselor={counselor} size={88} />
          <Stack gap={4}>
            <Title order={2} fz="h3">
              <Anchor component={Link} to={paths.teamMember.getHref(counselor.id)} inherit>
                {counselor.fullName}
              </Anchor>
            </Title>
            <RatingSummary averageGrade={counselor.averageGrade} feedbackCount={counselor.feedbackCount} />
          </Stack>
        </Group>
        <SpecialtyBadges specialties={counselor.specialties} />
        <Facts>
          <Fact term={t('team.serviceLength')} value={serviceLengthText(t, counselor.serviceLength)} />
          <Fact term={t('team.specialty')} value={counselor.customSpecialty} />
          <Fact term={t('team.organization')} value={counselor.counselorOrganization} />
          <DirectoryFacts counselor={counselor} />
        </Facts>
        {counselor.aboutMe && <Text lineClamp={3}>{counselor.aboutMe}</Text>}
      </Stack>
    </Paper>
  );
}
