import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import classes from './page-loader.module.css';

/** Shown while a page's code or data arrives. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="sm">
        <span className={classes.spinner} aria-hidden="true" />
        <Text c="dimmed">{label ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}
