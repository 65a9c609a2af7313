import type { TPublicCounselor } from '@app/contracts/counselors';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { CounselorPhoto } from './counselor-basics';

/**
 * A counselor in brief, under a heading of the page's choosing: picture, name (to their page),
 * specialties, and whether they take free trials (booked on their page).
 */
export function CounselorSummary({ counselor, title }: { counselor: TPublicCounselor; title: string }) {
  const { t } = useTranslation('directory');
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="counselor-summary">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="counselor-summary">
          {title}
        </Title>
        <Group wrap="nowrap" align="center">
          <CounselorPhoto counselor={counselor} size={72} />
          <Stack gap={4}>
            <Anchor component={Link} to={paths.teamMember.getHref(counselor.id)} fw={600} fz="lg">
              {counselor.fullName}
            </Anchor>
            {counselor.customSpecialty && <Text fz="sm">{counselor.customSpecialty}</Text>}
            {counselor.acceptsFreeTrial && (
              <Badge variant="light" color="sea" style={{ alignSelf: 'flex-start' }}>
                {t('team.freeTrialBadge')}
              </Badge>
            )}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
