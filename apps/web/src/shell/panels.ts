import { useSyncExternalStore } from 'react';

/** The top bar's panels; at most one is open at a time (shell spec §4). */
export type TPanel = 'drawer' | 'mailbox' | 'profile';

let openPanel: TPanel | null = null;
const listeners = new Set<() => void>();

function setOpenPanel(next: TPanel | null): void {
  if (next === openPanel) return;
  openPanel = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes whichever panel is open; the shell calls it on every route change. */
export function closePanels(): void {
  setOpenPanel(null);
}

/** Whether `panel` is open, and how to open (closing any other), close or toggle it. */
export function usePanel(panel: TPanel) {
  // A page arrives from the server with every panel closed.
  const opened = useSyncExternalStore(
    subscribe,
    () => openPanel === panel,
    () => false,
  );
  return {
    opened,
    open: () => setOpenPanel(panel),
    close: () => {
      if (openPanel === panel) setOpenPanel(null);
    },
    setOpened: (next: boolean) => (next ? setOpenPanel(panel) : openPanel === panel && setOpenPanel(null)),
    toggle: () => setOpenPanel(openPanel === panel ? null : panel),
  };
}
