import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a toast. The toast layer loads on the first one (a visitor's first page needs none) and
 * shows it once mounted: the toast waits in Mantine's queue meanwhile.
 */
export function showToast(toast: NotificationData): void {
  void import('./overlays').then(({ showQueuedToast }) => showQueuedToast(toast));
}
