import type { TDirectoryCounselor } from '@app/contracts/counselors';
import { Text } from '@mantine/core';
import { ArticleCard } from '../../../components/ui/card';
import { CounselorCardHeading, PracticeFacts } from './counselor-basics';
import { DirectoryFacts, SpecialtyBadges } from './directory-facts';

/**
 * One counselor of /team: picture, name (to their page), rating, specialties, languages, years of
 * practice, the price range of their topics and when they can next be booked.
 */
export function DirectoryCard({ counselor }: { counselor: TDirectoryCounselor }) {
  return (
    <ArticleCard>
      <CounselorCardHeading counselor={counselor} order={2} />
      <SpecialtyBadges specialties={counselor.specialties} />
      <PracticeFacts counselor={counselor}>
        <DirectoryFacts counselor={counselor} />
      </PracticeFacts>
      {counselor.aboutMe && <Text lineClamp={3}>{counselor.aboutMe}</Text>}
    </ArticleCard>
  );
}
