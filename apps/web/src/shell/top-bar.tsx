import { Box, Burger, Container, Group } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { plainButtonClass } from '../components/ui/plain-button';
import { paths } from '../config/paths';
import { siteHostname } from '../lib/site-host';
import { useWebLocale } from '../lib/i18n';
import { BrandLink } from './brand-link';
import { isCompactLayout, navbarHeight } from './layout-rules';
import { LocaleSwitch } from './locale-switch';
import { topMenuItems } from './menu-items';
import { MenuLink } from './menu-link';
import { NavDrawer } from './nav-drawer';
import { closePanels, usePanel } from './panels';
import { useSession } from './session/session-store';
import classes from './top-bar.module.css';
import { useViewport } from './use-viewport';

const SignedInControls = lazy(() => import('./signed-in-controls'));

/**
 * Brand, the spec's top menu, language, and sign-in or the signed-in icons (mail, reservation
 * bell, profile). Below the compact threshold the menu moves into a drawer.
 */
export function TopBar() {
  const { t } = useTranslation('common');
  const session = useSession();
  const role = session?.role ?? null;
  const locale = useWebLocale();
  const { width } = useViewport();
  const compact = isCompactLayout(width, locale, role);
  const drawer = usePanel('drawer');
  const location = useLocation();
  const items = topMenuItems(siteHostname());

  // The spec: any route change closes the panels.
  useEffect(() => closePanels(), [location]);

  return (
    <Box component="header" className={classes.header} style={{ height: navbarHeight(width) }}>
      {/* The full width of a laptop screen: the whole menu fits from 1280 px in both languages. */}
      <Container fluid px={{ base: 'sm', sm: 'lg' }} className={classes.inner}>
        <BrandLink />
        {!compact && (
          <Group component="nav" aria-label={t('nav.label')} gap="md" wrap="nowrap">
            {items.map((item) => (
              <MenuLink key={item.label} item={item} />
            ))}
          </Group>
        )}
        <Group gap={compact ? 4 : 'sm'} ml="auto" wrap="nowrap">
          {!compact && <LocaleSwitch />}
          {role ? (
            <Suspense fallback={null}>
              <SignedInControls role={role} compact={compact} />
            </Suspense>
          ) : (
            <Link to={paths.signIn.getHref()} className={plainButtonClass('light')}>
              {t('nav.login')}
            </Link>
          )}
          {compact && (
            <Burger
              size="sm"
              opened={drawer.opened}
              onClick={drawer.toggle}
              aria-label={t('nav.openMenu')}
              aria-expanded={drawer.opened}
            />
          )}
        </Group>
      </Container>
      <NavDrawer opened={drawer.opened} onClose={drawer.close} items={items} />
    </Box>
  );
}
