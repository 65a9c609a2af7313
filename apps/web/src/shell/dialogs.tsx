import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { translator } from '../lib/i18n';
import { whenOverlaysReady } from './overlays/overlays-ready';

/**
 * The spec's three plain dialogs, as promises a page or guard can await. Each opens once the
 * dialog layer is loaded (it is not part of the first page load).
 */

const closeButtonProps = () => ({ 'aria-label': translator.t('shell:dialog.close') });

type TConfirmDialog = { title: string; message: string; confirmLabel?: string; cancelLabel?: string };

/** Cancel and confirm, with labels of the caller's choosing; true when confirmed. */
export async function confirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
}: TConfirmDialog): Promise<boolean> {
  await whenOverlaysReady();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      closeButtonProps: closeButtonProps(),
      children: <Text>{message}</Text>,
      labels: {
        confirm: confirmLabel ?? translator.t('shell:dialog.confirm'),
        cancel: cancelLabel ?? translator.t('shell:dialog.cancel'),
      },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** A message with one OK button; settles once the dialog is closed, however. */
export async function messageDialog({ title, message }: { title?: string; message: string }): Promise<void> {
  await whenOverlaysReady();
  return new Promise((resolve) => {
    const id = modals.open({
      title,
      closeButtonProps: closeButtonProps(),
      closeOnClickOutside: false,
      onClose: () => resolve(),
      children: (
        <Stack>
          <Text>{message}</Text>
          <Group justify="flex-end">
            <Button onClick={() => modals.close(id)}>{translator.t('shell:dialog.ok')}</Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/** "Non-existent data", with a way back to the page before. */
export function notFoundDialog(): void {
  void whenOverlaysReady().then(openNotFoundDialog);
}

function openNotFoundDialog(): void {
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
