import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { usePasswordStrength } from '../../lib/password-strength';

const LEVELS = [0, 1, 2, 3, 4] as const;
const colorOfLevel = ['red.9', 'orange.8', 'yellow.7', 'sea.5', 'sea.7'] as const;

/**
 * The spec's five-level strength meter under a new password. The level is said in words and
 * exposed as an ARIA meter; the bars only repeat it, so colour is never the only signal.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('common');
  const strength = usePasswordStrength(password);
  if (!strength || password.length === 0) return null;
  const levelText = t(`passwordStrength.levels.${strength.level}`);
  return (
    <Stack gap={4}>
      <Group
        gap={4}
        wrap="nowrap"
        role="meter"
        aria-label={t('passwordStrength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.level}
        aria-valuetext={levelText}
      >
        {LEVELS.map((level) => (
          <Box
            key={level}
            h={6}
            style={{ flex: 1, borderRadius: 3 }}
            bg={level <= strength.level ? colorOfLevel[strength.level] : 'gray.3'}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('passwordStrength.text', { level: levelText })}
      </Text>
    </Stack>
  );
}
