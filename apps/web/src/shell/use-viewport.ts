import { useSyncExternalStore } from 'react';
import { RESIZE_THROTTLE_MS, scrollRatio } from './layout-rules';

type TViewport = { width: number; scrollRatio: number };

function measure(): TViewport {
  const root = document.documentElement;
  return {
    width: window.innerWidth,
    scrollRatio: scrollRatio(window.scrollY, root.scrollHeight, window.innerHeight),
  };
}

/**
 * What a page rendered on the server assumes, and hydrates with before measuring: a phone, the
 * device most first visits come from.
 */
const SERVER_VIEWPORT: TViewport = { width: 390, scrollRatio: 0 };

let current: TViewport = typeof window === 'undefined' ? SERVER_VIEWPORT : measure();
const listeners = new Set<() => void>();
let timer: number | undefined;

/** At most one measurement per 200 ms however fast the window is resized or scrolled, and one at the end. */
function scheduleMeasure(): void {
  if (timer !== undefined) return;
  timer = window.setTimeout(() => {
    timer = undefined;
    const next = measure();
    if (next.width === current.width && next.scrollRatio === current.scrollRatio) return;
    current = next;
    for (const listener of listeners) listener();
  }, RESIZE_THROTTLE_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    current = measure();
    window.addEventListener('resize', scheduleMeasure);
    window.addEventListener('scroll', scheduleMeasure, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', scheduleMeasure);
    window.removeEventListener('scroll', scheduleMeasure);
  };
}

/** The window's width and scroll position, re-read at most every 200 ms. */
export function useViewport(): TViewport {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => SERVER_VIEWPORT,
  );
}
