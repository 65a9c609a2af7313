import type { TDirectoryCounselor } from '@app/contracts/counselors';
import { Badge, Group } from '@mantine/core';
import { Fact } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';

/** The specialties as badges, first rank first; nothing when the counselor named none. */
export function SpecialtyBadges({ specialties }: { specialties: TDirectoryCounselor['specialties'] }) {
  const { t } = useTranslation('directory');
  if (specialties.length === 0) return null;
  return (
    <Group
      component="ul"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('teamSearch.specialty')}
    >
      {specialties.map((specialty) => (
        <Badge component="li" key={specialty} variant="light" color="teal.9">
          {t(`categories.${specialty}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** Languages, price range, next bookable time and free trials: facts of a Facts list (card and page). */
export function DirectoryFacts({ counselor }: { counselor: TDirectoryCounselor }) {
  const { t } = useTranslation('directory');
  const languages = counselor.languages
    .map((language) =>
      language === 'other' && counselor.otherLanguage ? counselor.otherLanguage : t(`languages.${language}`),
    )
    .join(t('team.listSeparator'));
  const range = counselor.priceRange;
  return (
    <>
      <Fact term={t('team.languages')} value={languages} />
      <Fact
        term={t('team.priceRange')}
        value={
          !range
            ? t('team.priceNone')
            : range.min === range.max
              ? t('team.priceFrom', { min: formatNumber(range.min) })
              : t('team.priceBetween', { min: formatNumber(range.min), max: formatNumber(range.max) })
        }
      />
      <Fact
        term={t('team.nextAvailable')}
        value={
          counselor.nextAvailableAt ? formatDateTime(counselor.nextAvailableAt) : t('team.nextAvailableNone')
        }
      />
      {counselor.acceptsFreeTrial && <Fact term={t('team.freeTrial')} value={t('team.freeTrialAccepted')} />}
    </>
  );
}
