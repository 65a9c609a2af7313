/**
 * Registers /sw.js, which shows pushed notifications. Only in the built app: under the dev server
 * a worker would outlive reloads and confuse hot reloading.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  });
}
