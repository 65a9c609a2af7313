import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications, type NotificationData } from '@mantine/notifications';
import { useEffect } from 'react';
import { translator } from '../../lib/i18n';
import { markOverlaysReady, requestOverlays } from './overlays-ready';

/**
 * The modal manager (the shell's dialogs) and the toasts. Mantine's `modals` and `notifications`
 * calls reach them through events and a store, so they need not wrap the page.
 */
export default function Overlays() {
  // Runs after the modal manager's own effects, which register its event listeners.
  useEffect(() => markOverlaysReady(), []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-center" autoClose={5000} />
    </>
  );
}

/** Queues a toast and mounts this layer if it is not yet (shell/overlays/toast.ts). */
export function showQueuedToast(toast: NotificationData): void {
  requestOverlays();
  // The close button shows only an icon: without a name, screen readers announce a bare "button".
  notifications.show({ closeButtonProps: { 'aria-label': translator.t('shell:dialog.close') }, ...toast });
}
