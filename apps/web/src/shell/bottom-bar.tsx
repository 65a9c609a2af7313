import { Box, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { siteHostname } from '../lib/site-host';
import { ArticleIcon, ChatIcon, PeopleIcon, ScaleIcon } from './icons';
import classes from './bottom-bar.module.css';

export const BOTTOM_BAR_HEIGHT = 60;

type TShortcut = {
  label: 'focusIssues' | 'team' | 'article' | 'psychologicalScale';
  href: string;
  icon: ReactNode;
};

/** Phones' shortcuts (below 680 px): online counselling, counselors, column, psychological scales. */
export function BottomBar() {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const shortcuts: TShortcut[] = [
    { label: 'focusIssues', href: paths.focusIssues.getHref(), icon: <ChatIcon /> },
    { label: 'team', href: paths.team.getHref(), icon: <PeopleIcon /> },
    { label: 'article', href: paths.article.getHref(), icon: <ArticleIcon /> },
    {
      label: 'psychologicalScale',
      href: paths.psychologicalScale.getHref(siteHostname()),
      icon: <ScaleIcon />,
    },
  ];
  return (
    <Box component="nav" aria-label={tShell('bottomBar.label')} className={classes.bar} h={BOTTOM_BAR_HEIGHT}>
      {shortcuts.map((shortcut) => (
        <UnstyledButton
          key={shortcut.label}
          component={NavLink}
          to={shortcut.href}
          end
          className={classes.shortcut}
        >
          {shortcut.icon}
          <Text component="span" fz="xs" lh={1.2}>
            {t(`nav.${shortcut.label}`)}
          </Text>
        </UnstyledButton>
      ))}
    </Box>
  );
}
