import { useSyncExternalStore } from 'react';

/**
 * Dialogs and toasts are not needed for the first paint, so their code loads only once something
 * asks for them (or someone signs in). A dialog opened before then waits here: Mantine's modal
 * manager listens for its open events only once it is mounted, and drops earlier ones.
 */

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

let requested = false;
const listeners = new Set<() => void>();

/** Loads the dialog and toast layer (once). */
export function requestOverlays(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** The layer calls this once its modal manager listens. */
export function markOverlaysReady(): void {
  markReady();
}

/** Resolves once a dialog can be opened, loading the layer if nothing has yet. */
export function whenOverlaysReady(): Promise<void> {
  requestOverlays();
  return ready;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the layer has been asked for; never on the server, so hydration matches. */
export function useOverlaysRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
