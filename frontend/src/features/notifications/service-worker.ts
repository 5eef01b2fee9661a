/** The service worker (public/sw.js): push notifications, their clicks, and the offline page. Its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never competes
 * with the first screen (decisions/0059); then tells it the interface language, in which it writes
 * push notifications. Does nothing where service workers are not available (or not allowed, e.g. a
 * private window that refuses them).
 */
export function registerServiceWorker(language: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).then(
      () => tellServiceWorkerLanguage(language),
      () => {},
    );
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** Tells the active service worker the interface language (it keeps it for push notifications written later). */
export function tellServiceWorkerLanguage(language: string): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'language', language }));
}

/** The site's service worker registration, registering it now if the app has not yet. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}
