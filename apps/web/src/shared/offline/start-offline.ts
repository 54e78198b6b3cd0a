import { afterFirstScreenUnless } from '../lib/after-first-screen.ts';
import { isOnline } from '../lib/online.ts';
import { useSessionStore } from '../session/session-store.ts';

// The offline services' small trigger in the signed-in shell (issue 35): their code (IndexedDB, the snapshot, the
// queue, push) loads after the first screen, or at once when the app starts offline and has nothing else to show.

/** Runs `start` (a lazy module's) for the signed-in user until the stop is called. */
export function startLater(load: () => Promise<() => void>): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  const cancelLoad = afterFirstScreenUnless(
    !isOnline(),
    () =>
      void load()
        .then((started) => {
          if (cancelled) started();
          else stop = started;
        })
        .catch((error: unknown) => console.warn('offline services unavailable', error)),
  );
  return () => {
    cancelled = true;
    cancelLoad();
    stop?.();
  };
}

// A session that ends takes its kept data and queued messages with it (spec §4: logout clears stored data).
useSessionStore.subscribe((state, previous) => {
  const was = previous.session?.userId;
  if (was !== undefined && state.session?.userId !== was)
    void import('./offline-db.ts').then((m) => m.forgetUser(was)).catch(() => undefined);
});
