import { Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { RatingSummary } from '../components/ui/rating-summary';
import { profileName, type TProfile } from './session/get-profile';
import { formatNumber } from '../lib/numbers';

function coverPath(profile: TProfile): string | null {
  return profile.role === 'expert' ? null : profile.profile.coverImage.path;
}

/**
 * The head of the profile menu: picture (or the default one), name, and the role's figures. It
 * sits inside role="menu", so it holds text only: the picture is decorative beside the name, and
 * the stars are drawn for the eye while their words are read out.
 */
export function ProfileSummary({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('shell');
  const name = profileName(profile);
  return (
    <Group gap="sm" wrap="nowrap" px="sm" py="xs">
      <Box aria-hidden="true">
        <Avatar src={coverPath(profile)} alt="" size={48} color="sea" radius="xl" />
      </Box>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {name}
        </Text>
        {profile.role === 'client' && (
          <>
            <Text fz="sm">
              {t('profile.reservedAmount', { amount: formatNumber(profile.profile.reservedAmount) })}
            </Text>
            <Text fz="sm">
              {t('profile.bonusAmount', { amount: formatNumber(profile.profile.bonusAmount) })}
            </Text>
          </>
        )}
        {profile.role === 'counselor' && (
          <RatingSummary
            averageGrade={profile.profile.averageGrade}
            feedbackCount={profile.profile.feedbackCount}
          />
        )}
      </Stack>
    </Group>
  );
}
