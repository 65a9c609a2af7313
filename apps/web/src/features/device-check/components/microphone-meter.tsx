import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The microphone's loudness as a bar (an ARIA meter, 0–100). */
export function MicrophoneMeter({ level }: { level: number }) {
  const { t } = useTranslation('devicecheck');
  return (
    <Box>
      <Text id="microphone-meter-label" size="sm" fw={500}>
        {t('meter.label')}
      </Text>
      <Box
        role="meter"
        aria-labelledby="microphone-meter-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        data-testid="microphone-meter"
        bg="gray.2"
        h={12}
        style={{ borderRadius: 6, overflow: 'hidden' }}
      >
        <Box bg="teal.8" h="100%" w={`${level}%`} style={{ transition: 'width 100ms linear' }} />
      </Box>
      <Text size="sm" c="dimmed" mt={4}>
        {t('meter.hint')}
      </Text>
    </Box>
  );
}
