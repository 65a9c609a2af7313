import type { TRole } from '@app/contracts/enums';
import { Avatar, Badge, Button, Menu, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { confirmDialog } from './dialogs';
import { usePanel } from './panels';
import { profileMenuLinks, type TProfileMenuLink } from './profile-menu-items';
import { ProfileSummary } from './profile-summary';
import { profileName, useProfile } from './session/get-profile';
import { needsLogoutConfirm } from './session/logout-confirm';
import { useLogout } from './session/logout';
import { useExpertCounters, type TExpertCounters } from './use-expert-counters';

const ChangePasswordDialog = lazy(() => import('./change-password/change-password-dialog'));

function MenuLink({ link, counters }: { link: TProfileMenuLink; counters: TExpertCounters }) {
  const { t } = useTranslation('shell');
  const count = link.counter ? counters[link.counter] : 0;
  const label = t(`profile.${link.label}`);
  if (link.external) {
    return (
      <Menu.Item component="a" href={link.href} target="_blank" rel="noopener noreferrer">
        {label}
        <VisuallyHidden>{t('profile.newTab')}</VisuallyHidden>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item
      component={Link}
      to={link.href}
      rightSection={
        count > 0 ? (
          <Badge color="red.8" size="sm">
            {count}
            <VisuallyHidden>{t('profile.pending')}</VisuallyHidden>
          </Badge>
        ) : null
      }
    >
      {label}
    </Menu.Item>
  );
}

/** The signed-in user's picture and name, opening their role's menu (shell spec §2). */
export function ProfileMenu({ role, compact }: { role: TRole; compact: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panel = usePanel('profile');
  const profile = useProfile().data;
  const counters = useExpertCounters(role === 'expert');
  const [changingPassword, setChangingPassword] = useState(false);
  const logout = useLogout({ onSettled: () => void navigate(paths.home.getHref()) });

  const name = profile ? profileName(profile) : t('profile.fallbackName');
  const cover = profile && profile.role !== 'expert' ? profile.profile.coverImage.path : null;

  const signOut = async () => {
    const confirmed =
      !needsLogoutConfirm(pathname) ||
      (await confirmDialog({
        title: t('logoutConfirm.title'),
        message: t('logoutConfirm.message'),
        confirmLabel: t('logoutConfirm.confirm'),
        cancelLabel: t('logoutConfirm.cancel'),
      }));
    if (confirmed) logout.mutate();
  };

  return (
    <>
      <Menu
        opened={panel.opened}
        onChange={panel.setOpened}
        position="bottom-end"
        width={280}
        withinPortal
        // Its focus placeholder is a focusable element with no role inside role="menu".
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            c="gray.9"
            px={compact ? 4 : 'xs'}
            // No initials: the name is the button's text, and its accessible name must contain it.
            leftSection={<Avatar src={cover} size={30} color="sea" alt="" />}
            aria-label={t('profile.menuLabel', { name })}
          >
            {!compact && name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {profile && <ProfileSummary profile={profile} />}
          <Menu.Divider />
          {profileMenuLinks(role).map((link) => (
            <MenuLink key={link.label} link={link} counters={counters} />
          ))}
          {role === 'expert' && (
            <Menu.Item onClick={() => setChangingPassword(true)}>{t('profile.changePassword')}</Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item onClick={() => void signOut()} disabled={logout.isPending}>
            {t('profile.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog opened onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
