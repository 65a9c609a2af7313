import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';

// The shell's own dialog, loaded on first open.
const ChangePasswordDialog = lazy(() => import('../../../shell/change-password/change-password-dialog'));

/** The password group: the same change-password dialog as the profile menu's. */
export function PasswordSettings() {
  const { t } = useTranslation('settings');
  const [changing, setChanging] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2}>{t('password.title')}</Title>
      <Text>{t('password.lead')}</Text>
      <Button w="fit-content" onClick={() => setChanging(true)}>
        {t('password.change')}
      </Button>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog opened onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The phone group: the number and whether it is verified; verifying or changing it goes through SMS. */
export function PhoneSettings({ phone, verified }: { phone: string | null; verified: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="md">
      <Title order={2}>{t('phone.title')}</Title>
      <Group gap="xs">
        <Text>{phone ?? t('account.phoneNone')}</Text>
        {phone && (
          <Badge variant="light" color={verified ? 'teal.9' : 'gray.8'}>
            {verified ? t('account.phoneVerified') : t('account.phoneNotVerified')}
          </Badge>
        )}
      </Group>
      <Text c="gray.8">{verified ? t('phone.changeLead') : t('phone.verifyLead')}</Text>
      <Button component={Link} to={paths.verifyPhoneSingle.getHref()} w="fit-content" variant="light">
        {verified ? t('phone.change') : t('phone.verify')}
      </Button>
    </Stack>
  );
}
