import type { TPublicCounselor } from '@app/contracts/counselors';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/facts';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { paths } from '../../../config/paths';
import { CounselorPhoto } from './counselor-photo';
import { serviceLengthText } from './service-length';

/** One counselor of /team: picture, name (to their page), rating, years of practice, specialties, association, introduction. */
export function CounselorCard({
  counselor,
  headingOrder = 2,
}: {
  counselor: TPublicCounselor;
  /** 3 when the cards sit in a section of their own (the home page). */
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('directory');
  return (
    <Paper component="article" withBorder p="lg" h="100%">
      <Stack gap="sm">
        <Group wrap="nowrap" align="center">
          <CounselorPhoto counselor={counselor} size={88} />
          <Stack gap={4}>
            <Title order={headingOrder} fz="h3">
              <Anchor component={Link} to={paths.teamMember.getHref(counselor.id)} inherit>
                {counselor.fullName}
              </Anchor>
            </Title>
            <RatingSummary averageGrade={counselor.averageGrade} feedbackCount={counselor.feedbackCount} />
          </Stack>
        </Group>
        <Facts>
          <Fact term={t('team.serviceLength')} value={serviceLengthText(t, counselor.serviceLength)} />
          <Fact term={t('team.specialty')} value={counselor.customSpecialty} />
          <Fact term={t('team.organization')} value={counselor.counselorOrganization} />
        </Facts>
        {counselor.aboutMe && <Text>{counselor.aboutMe}</Text>}
      </Stack>
    </Paper>
  );
}
