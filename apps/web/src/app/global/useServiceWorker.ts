import { useEffect } from 'react';
import { afterFirstScreen } from '../../shared/lib/after-first-screen.ts';

/** Registers the service worker once the first screen is up (its code and its precaching never compete with it). */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return afterFirstScreen(
      () =>
        void import('./service-worker.ts')
          .then((m) => m.registerServiceWorker())
          .catch((error: unknown) => console.warn('service worker not registered', error)),
    );
  }, []);
}
