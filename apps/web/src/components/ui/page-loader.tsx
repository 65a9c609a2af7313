import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** Shown while a page's code or data arrives. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{label ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}
