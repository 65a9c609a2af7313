import { Avatar, Box, Group, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { profileName, type TProfile } from './session/get-profile';

/** Ratings show with one decimal (shell spec §9). */
export function roundGrade(grade: number): number {
  return Math.round(grade * 10) / 10;
}

function coverPath(profile: TProfile): string | null {
  return profile.role === 'expert' ? null : profile.profile.coverImage.path;
}

/**
 * The head of the profile menu: picture (or the default one), name, and the role's figures. It
 * sits inside role="menu", so it holds text only: the picture is decorative beside the name, and
 * the stars are drawn for the eye while their words are read out.
 */
export function ProfileSummary({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('shell');
  const name = profileName(profile);
  const number = (value: number) => value.toLocaleString(i18n.language);
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
              {t('profile.reservedAmount', { amount: number(profile.profile.reservedAmount) })}
            </Text>
            <Text fz="sm">{t('profile.bonusAmount', { amount: number(profile.profile.bonusAmount) })}</Text>
          </>
        )}
        {profile.role === 'counselor' && (
          <Group gap={6} wrap="nowrap">
            <Rating
              value={roundGrade(profile.profile.averageGrade)}
              fractions={10}
              readOnly
              size="sm"
              aria-hidden="true"
            />
            <VisuallyHidden>
              {t('profile.rating', { grade: roundGrade(profile.profile.averageGrade).toFixed(1) })}
            </VisuallyHidden>
            <Text fz="sm" aria-hidden="true">
              {roundGrade(profile.profile.averageGrade).toFixed(1)}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('profile.feedbackCount', { count: profile.profile.feedbackCount })}
            </Text>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
