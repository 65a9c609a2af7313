import { Box, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { siteHostname } from '../lib/site-host';
import { ArticleIcon, ChatIcon, PeopleIcon, ScaleIcon } from './icons';
import { currentMarker } from './menu-items';
import classes from './bottom-bar.module.css';

export const BOTTOM_BAR_HEIGHT = 60;

type TShortcut = {
  label: 'focusIssues' | 'team' | 'article' | 'psychologicalScale';
  href: string;
  icon: ReactNode;
};

/**
 * Phones' shortcuts (below 680 px): online counselling, counselors, column, psychological scales,
 * with short labels that keep to one line on a 390 px phone.
 */
export function BottomBar() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const hostname = siteHostname();
  const shortcuts: TShortcut[] = [
    { label: 'focusIssues', href: paths.focusIssues.getHref(), icon: <ChatIcon /> },
    { label: 'team', href: paths.team.getHref(), icon: <PeopleIcon /> },
    { label: 'article', href: paths.article.getHref(), icon: <ArticleIcon /> },
    {
      label: 'psychologicalScale',
      href: paths.psychologicalScale.getHref(hostname),
      icon: <ScaleIcon />,
    },
  ];
  return (
    <Box component="nav" aria-label={t('bottomBar.label')} className={classes.bar} h={BOTTOM_BAR_HEIGHT}>
      {shortcuts.map((shortcut) => (
        <UnstyledButton
          key={shortcut.label}
          component={Link}
          to={shortcut.href}
          aria-current={currentMarker(shortcut, location, hostname)}
          className={classes.shortcut}
        >
          {shortcut.icon}
          <Text component="span" fz="xs" lh={1.2} className={classes.label}>
            {t(`bottomBar.${shortcut.label}`)}
          </Text>
        </UnstyledButton>
      ))}
    </Box>
  );
}
