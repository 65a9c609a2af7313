import { Drawer, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { LocaleSwitch } from './locale-switch';
import type { TMenuItem } from './menu-items';
import { MenuLink } from './menu-link';

export type TNavDrawerProps = { opened: boolean; onClose: () => void; items: readonly TMenuItem[] };

/** The top menu and the language switch in a drawer, for screens too narrow for the bar. */
export default function NavDrawerPanel({ opened, onClose, items }: TNavDrawerProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  // Loaded on the first press, it mounts closed and opens on the next frame: Mantine notes the
  // element to give focus back to (the burger) when `opened` changes, not when it mounts open.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Drawer
      opened={opened && mounted}
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
