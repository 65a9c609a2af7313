import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { translator } from '../../lib/i18n';

/**
 * The dialogs' windows, loaded with the dialog layer (shell/dialogs.tsx opens them): their
 * buttons are Mantine's, which a visitor's first page does not load.
 */

const closeButtonProps = () => ({ 'aria-label': translator.t('shell:dialog.close') });

export type TConfirmDialog = { title: string; message: string; confirmLabel?: string; cancelLabel?: string };

export function openConfirmDialog(
  { title, message, confirmLabel, cancelLabel }: TConfirmDialog,
  settle: (confirmed: boolean) => void,
): void {
  modals.openConfirmModal({
    title,
    closeButtonProps: closeButtonProps(),
    children: <Text>{message}</Text>,
    labels: {
      confirm: confirmLabel ?? translator.t('shell:dialog.confirm'),
      cancel: cancelLabel ?? translator.t('shell:dialog.cancel'),
    },
    onConfirm: () => settle(true),
    onCancel: () => settle(false),
    onClose: () => settle(false),
  });
}

export function openMessageDialog(
  { title, message }: { title?: string; message: string },
  closed: () => void,
): void {
  const id = modals.open({
    title,
    closeButtonProps: closeButtonProps(),
    closeOnClickOutside: false,
    onClose: closed,
    children: (
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{translator.t('shell:dialog.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
}

export function openNotFoundDialog(): void {
  const id = modals.open({
    title: translator.t('shell:dialog.notFound'),
    closeButtonProps: closeButtonProps(),
    children: (
      <Group justify="flex-end">
        <Button
          onClick={() => {
            modals.close(id);
            window.history.back();
          }}
        >
          {translator.t('shell:dialog.back')}
        </Button>
      </Group>
    ),
  });
}
