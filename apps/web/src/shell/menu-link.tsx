import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { siteHostname } from '../lib/site-host';
import { currentMarker, type TMenuItem } from './menu-items';
import classes from './top-bar.module.css';

/**
 * A top-menu entry, marked (aria-current and a coloured underline) while the visitor is in its
 * section; the counselling centre opens in a new tab, and says so.
 */
export function MenuLink({ item }: { item: TMenuItem }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  if (item.external) {
    return (
      <Anchor href={item.href} target="_blank" rel="noopener noreferrer" className={classes.navLink}>
        {t(`nav.${item.label}`)}
        <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor
      component={Link}
      to={item.href}
      className={classes.navLink}
      aria-current={currentMarker(item, location, siteHostname())}
    >
      {t(`nav.${item.label}`)}
    </Anchor>
  );
}
