/**
 * Installs the service worker (built to /sw.js, see vite/service-worker-plugin.ts) once the page
 * has loaded, so it never competes with the first screen. Not in development: Vite's dev server
 * has no sw.js, and a cached shell would hide edits.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Service worker not installed', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
