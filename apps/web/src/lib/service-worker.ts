/**
 * Registers /sw.js, which shows pushed notifications. Only in the built app: under the dev server
 * a worker would outlive reloads and confuse hot reloading.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A server-rendered page may finish loading before the app starts (it waits for its route).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
