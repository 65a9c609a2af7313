import type { TPublicCounselor } from '@app/contracts/counselors';
import { Text } from '@mantine/core';
import { ArticleCard } from '../../../components/ui/card';
import { CounselorCardHeading, PracticeFacts } from './counselor-basics';

/** One counselor of /team: picture, name (to their page), rating, years of practice, specialties, association, introduction. */
export function CounselorCard({
  counselor,
  headingOrder = 2,
}: {
  counselor: TPublicCounselor;
  /** 3 when the cards sit in a section of their own (the home page). */
  headingOrder?: 2 | 3;
}) {
  return (
    <ArticleCard>
      <CounselorCardHeading counselor={counselor} order={headingOrder} />
      <PracticeFacts counselor={counselor} />
      {counselor.aboutMe && <Text>{counselor.aboutMe}</Text>}
    </ArticleCard>
  );
}
