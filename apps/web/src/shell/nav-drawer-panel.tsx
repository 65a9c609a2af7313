import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocaleSwitch } from './locale-switch';
import type { TMenuItem } from './menu-items';
import { MenuLink } from './menu-link';

export type TNavDrawerProps = { opened: boolean; onClose: () => void; items: readonly TMenuItem[] };

/** The top menu and the language switch in a drawer, for screens too narrow for the bar. */
export default function NavDrawerPanel({ opened, onClose, items }: TNavDrawerProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menuTitle')}
      closeButtonProps={{ 'aria-label': tShell('dialog.close') }}
    >
      <Stack component="nav" aria-label={t('nav.label')} gap="md">
        {items.map((item) => (
          <MenuLink key={item.label} item={item} />
        ))}
        <LocaleSwitch />
      </Stack>
    </Drawer>
  );
}
