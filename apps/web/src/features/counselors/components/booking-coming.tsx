import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Until booking exists: say so plainly, and offer the next useful steps. */
export function BookingComing({ name }: { name: string }) {
  const { t } = useTranslation('directory');
  return (
    <Stack component="section" gap="sm" aria-labelledby="counselor-booking">
      <Title order={2} fz="h3" id="counselor-booking">
        {t('counselor.bookingTitle')}
      </Title>
      <Text>{t('counselor.booking', { name })}</Text>
      <Group>
        <Button component={Link} to={paths.faq.getHref('trial')}>
          {t('counselor.trialLink')}
        </Button>
        <Button component={Link} to={paths.contactUs.getHref()} variant="light">
          {t('counselor.contactLink')}
        </Button>
      </Group>
    </Stack>
  );
}
