import { whenOverlaysReady } from './overlays/overlays-ready';
import type { TConfirmDialog } from './overlays/dialog-windows';

/**
 * The spec's three plain dialogs, as promises a page or guard can await. Each opens once the
 * dialog layer and the dialogs' windows are loaded (they are not part of the first page load).
 */
async function dialogWindows() {
  const [windows] = await Promise.all([import('./overlays/dialog-windows'), whenOverlaysReady()]);
  return windows;
}

/** Cancel and confirm, with labels of the caller's choosing; true when confirmed. */
export async function confirmDialog(dialog: TConfirmDialog): Promise<boolean> {
  const { openConfirmDialog } = await dialogWindows();
  return new Promise((resolve) => openConfirmDialog(dialog, resolve));
}

/** A message with one OK button; settles once the dialog is closed, however. */
export async function messageDialog(dialog: { title?: string; message: string }): Promise<void> {
  const { openMessageDialog } = await dialogWindows();
  return new Promise((resolve) => openMessageDialog(dialog, resolve));
}

/** "Non-existent data", with a way back to the page before. */
export function notFoundDialog(): void {
  void dialogWindows().then(({ openNotFoundDialog }) => openNotFoundDialog());
}
