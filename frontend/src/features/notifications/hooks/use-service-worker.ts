import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker, tellServiceWorkerLanguage } from '../service-worker';

/**
 * Registers the service worker once the app runs (after the page has loaded, when the browser is idle)
 * and keeps it told the interface language, in which it writes push notifications.
 */
export function useServiceWorker(): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const registered = useRef(false);
  useEffect(() => {
    if (!registered.current) {
      registered.current = true;
      registerServiceWorker(language);
    } else {
      tellServiceWorkerLanguage(language);
    }
  }, [language]);
}
