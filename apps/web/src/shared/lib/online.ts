import { useSyncExternalStore } from 'react';

// Whether the browser says it has a network (issue 35): the waiting-for-network bar, the offline chat list and queued
// sends, and the refusal of money actions read it.

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** No navigator (unit tests in Node): online. */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);

/** Runs `run` each time the network comes back; answers the stop. */
export function whenBackOnline(run: () => void) {
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
