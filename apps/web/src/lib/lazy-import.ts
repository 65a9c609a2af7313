const RELOADED_AT_KEY = 'chunk-reload-at';
const RELOAD_INTERVAL_MS = 60_000;

/** After a deploy, old chunk names disappear; one reload a minute fetches the new ones without looping. */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_INTERVAL_MS;
}

/** Imports a lazy chunk; when it fails to load, reloads the page at most once per minute. */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const stored = sessionStorage.getItem(RELOADED_AT_KEY);
    const now = Date.now();
    if (!shouldReloadForChunkError(stored === null ? null : Number(stored), now)) throw error;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    window.location.reload();
    // The page is going away; never settle, so nothing renders an error in the meantime.
    return new Promise<T>(() => {});
  }
}
