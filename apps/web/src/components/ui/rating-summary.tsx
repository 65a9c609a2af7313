import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { StaticStars } from './static-stars';

/** Ratings show with one decimal (shell spec §9). */
export function roundGrade(grade: number): number {
  return Math.round(grade * 10) / 10;
}

/**
 * A counselor's average as read-only stars, its figure and the number of ratings; "no ratings
 * yet" rather than 0.0 stars when nobody has rated them.
 */
export function RatingSummary({
  averageGrade,
  feedbackCount,
}: {
  averageGrade: number;
  feedbackCount: number;
}) {
  const { t } = useTranslation('common');
  if (feedbackCount === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('rating.none')}
      </Text>
    );
  }
  const grade = roundGrade(averageGrade).toFixed(1);
  return (
    <Group gap={6} wrap="nowrap">
      <StaticStars grade={roundGrade(averageGrade)} />
      <VisuallyHidden>{t('rating.label', { grade, count: feedbackCount })}</VisuallyHidden>
      <Text fz="sm" fw={600} aria-hidden="true">
        {grade}
      </Text>
      <Text fz="sm" c="dimmed" aria-hidden="true">
        {t('rating.count', { count: feedbackCount })}
      </Text>
    </Group>
  );
}
