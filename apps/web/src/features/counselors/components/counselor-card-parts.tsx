import type { TPublicCounselor } from '@app/contracts/counselors';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArticleCardTitle } from '../../../components/ui/article-card';
import { Fact, Facts } from '../../../components/ui/facts';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { CounselorPhoto } from './counselor-photo';
import { serviceLengthText } from './service-length';

/** A counselor card's head: picture, name (to their page) and rating. */
export function CounselorCardHeading({ counselor, order }: { counselor: TPublicCounselor; order: 2 | 3 }) {
  return (
    <Group wrap="nowrap" align="center">
      <CounselorPhoto counselor={counselor} size={88} />
      <Stack gap={4}>
        <ArticleCardTitle order={order} to={paths.teamMember.getHref(counselor.id)}>
          {counselor.fullName}
        </ArticleCardTitle>
        <RatingSummary averageGrade={counselor.averageGrade} feedbackCount={counselor.feedbackCount} />
      </Stack>
    </Group>
  );
}

/** Years of practice, specialty and association, then any further facts (cards and the counselor's page). */
export function PracticeFacts({
  counselor,
  children,
}: {
  counselor: TPublicCounselor;
  children?: ReactNode;
}) {
  const { t } = useTranslation('directory');
  return (
    <Facts>
      <Fact term={t('team.serviceLength')} value={serviceLengthText(t, counselor.serviceLength)} />
      <Fact term={t('team.specialty')} value={counselor.customSpecialty} />
      <Fact term={t('team.organization')} value={counselor.counselorOrganization} />
      {children}
    </Facts>
  );
}
