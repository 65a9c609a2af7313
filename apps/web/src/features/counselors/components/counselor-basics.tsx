import type { TPublicCounselor } from '@app/contracts/counselors';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArticleCardTitle, Fact, Facts } from '../../../components/ui/card';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { serviceLengthText } from './service-length';
import classes from './counselor-photo.module.css';

// What every card and page of a counselor shows first: their picture, name and rating, practice facts.

/** A counselor's round picture, named for screen readers; their name's first character when there is none. */
export function CounselorPhoto({ counselor, size }: { counselor: TPublicCounselor; size: number }) {
  const { t } = useTranslation('directory');
  const label = t('team.photoAlt', { name: counselor.fullName });
  if (!counselor.coverImage.path) {
    return (
      <span
        role="img"
        aria-label={label}
        className={`${classes.photo} ${classes.initial}`}
        style={{ width: size, height: size, fontSize: size / 2.5 }}
      >
        {counselor.fullName.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={counselor.coverImage.path}
      alt={label}
      width={size}
      height={size}
      decoding="async"
      className={classes.photo}
    />
  );
}

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
