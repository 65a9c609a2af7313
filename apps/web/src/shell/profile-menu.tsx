import { Avatar, Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client';
import { paths } from '../config/paths';
import { endSession } from './session/end-session';
import { profileName, useProfile } from './session/get-profile';
import { useLogout } from './session/logout';

/** The signed-in user's name in the top bar, opening their account menu. */
export function ProfileMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const profile = useProfile();
  const logout = useLogout({ onSettled: () => void navigate(paths.home.getHref()) });

  // The spec: a profile that cannot be fetched ends the session with the server's message.
  // (A 401 has already ended it, quietly, in the API client.)
  useEffect(() => {
    if (profile.error instanceof ApiError && profile.error.status !== 401) {
      notifications.show({ color: 'red', message: profile.error.message || t('session.profileFailed') });
      endSession();
    }
  }, [profile.error, t]);

  const name = profile.data ? profileName(profile.data) : t('profile.fallbackName');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          c="gray.9"
          leftSection={<Avatar size={28} color="sea" name={name} aria-hidden="true" />}
          aria-label={t('profile.menuLabel', { name })}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('profile.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
