import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import classes from './top-bar.module.css';

/** The site's mark and name, leading home. */
export function BrandLink() {
  const { t } = useTranslation('common');
  return (
    <Anchor component={Link} to={paths.home.getHref()} underline="never" c="sea.7" aria-label={t('nav.home')}>
      <Group gap={6} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <circle cx="16" cy="16" r="15" fill="currentColor" />
          <path
            d="M16 24c-5-3.2-8-6-8-9.4A4.4 4.4 0 0 1 16 12a4.4 4.4 0 0 1 8 2.6C24 18 21 20.8 16 24z"
            fill="#fff"
          />
        </svg>
        <Text component="span" fw={700} c="sea.8" className={classes.brandName}>
          {t('siteName')}
        </Text>
      </Group>
    </Anchor>
  );
}
