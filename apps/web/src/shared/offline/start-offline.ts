import { afterFirstScreenUnless } from '../lib/after-first-screen.ts';
import { isOnline } from '../lib/online.ts';
import { useSessionStore } from '../session/session-store.ts';

// The offline store's small trigger in the signed-in services (issue 35): its code (IndexedDB, the snapshot) loads
// after the first screen, or at once when the app starts offline and has nothing else to show.

/** Keeps the user's home data for offline use while he is signed in; answers the stop. */
export function startOfflineKeeping(userId: number): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  const load = () =>
    void import('./keep-offline.ts')
      .then((m) => {
        if (!cancelled) stop = m.keepOffline(userId);
      })
      .catch((error: unknown) => console.warn('offline store unavailable', error));
  const cancelFirst = afterFirstScreenUnless(!isOnline(), load);
  return () => {
    cancelled = true;
    cancelFirst();
    stop?.();
  };
}

// A session that ends takes its kept data and queued messages with it (spec §4: logout clears stored data).
useSessionStore.subscribe((state, previous) => {
  const was = previous.session?.userId;
  if (was !== undefined && state.session?.userId !== was)
    void import('./offline-db.ts').then((m) => m.forgetUser(was)).catch(() => undefined);
});
