import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { BrandLink } from './brand-link';
import { LocaleSwitch } from './locale-switch';
import { topMenuItems, type TMenuItem } from './menu-items';
import { ProfileMenu } from './profile-menu';
import { useSession } from './session/session-store';
import classes from './top-bar.module.css';

function MenuLink({ item, onClick }: { item: TMenuItem; onClick?: () => void }) {
  const { t } = useTranslation('common');
  if (item.external) {
    return (
      <Anchor
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.navLink}
        onClick={onClick}
      >
        {t(`nav.${item.label}`)}
        <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={item.href} className={classes.navLink} onClick={onClick}>
      {t(`nav.${item.label}`)}
    </Anchor>
  );
}

/** Brand, the spec's top menu, language, and sign-in or the profile menu; a drawer on narrow screens. */
export function TopBar() {
  const { t } = useTranslation('common');
  const signedIn = useSession() !== null;
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const items = topMenuItems(window.location.hostname);

  // The spec: any route change closes the panels.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <BrandLink />
        <Group component="nav" aria-label={t('nav.label')} gap="lg" visibleFrom="lg" wrap="nowrap">
          {items.map((item) => (
            <MenuLink key={item.label} item={item} />
          ))}
        </Group>
        <Group gap="sm" ml="auto" wrap="nowrap">
          <Box visibleFrom="md">
            <LocaleSwitch />
          </Box>
          {signedIn ? (
            <ProfileMenu />
          ) : (
            <Button component={Link} to={paths.signIn.getHref()} variant="light">
              {t('nav.login')}
            </Button>
          )}
          <Burger
            hiddenFrom="lg"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="xs"
        title={t('nav.menuTitle')}
      >
        <Stack component="nav" aria-label={t('nav.label')} gap="md">
          {items.map((item) => (
            <MenuLink key={item.label} item={item} onClick={drawer.close} />
          ))}
          <LocaleSwitch />
        </Stack>
      </Drawer>
    </Box>
  );
}
