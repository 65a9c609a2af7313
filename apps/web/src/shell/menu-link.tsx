import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMenuItem } from './menu-items';
import classes from './top-bar.module.css';

/** A top-menu entry; the counselling centre opens in a new tab, and says so. */
export function MenuLink({ item }: { item: TMenuItem }) {
  const { t } = useTranslation('common');
  if (item.external) {
    return (
      <Anchor href={item.href} target="_blank" rel="noopener noreferrer" className={classes.navLink}>
        {t(`nav.${item.label}`)}
        <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={item.href} className={classes.navLink}>
      {t(`nav.${item.label}`)}
    </Anchor>
  );
}
