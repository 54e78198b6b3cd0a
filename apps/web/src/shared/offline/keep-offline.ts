import { queryClient } from '../api/query-client.ts';
import { ApiError } from '../api/client.ts';
import { isOnline, whenBackOnline } from '../lib/online.ts';
import { keptQueries, mergeKept, restoreKept } from './kept-queries.ts';
import { readSnapshot, saveSnapshot } from './offline-db.ts';

/** Saves are gathered: a burst of messages writes the snapshot once. */
const SAVE_AFTER_MS = 1_500;

/**
 * Keeps the user's home data in IndexedDB while he is signed in, and shows it when a read cannot reach the server
 * (issue 35): at once when the app starts offline, else on the first read that fails for want of a network.
 * Answers the stop.
 */
export function keepOffline(userId: number): () => void {
  let stopped = false;
  let restored: Array<readonly unknown[]> = [];
  let restoring: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const current = keptQueries(queryClient);
    if (!current.length) return;
    void readSnapshot(userId)
      .then((previous) => {
        if (stopped) return;
        return saveSnapshot({
          userId,
          savedAt: Date.now(),
          queries: mergeKept(current, previous?.queries ?? []),
        });
      })
      .catch((error: unknown) => console.warn('offline store: saving failed', error));
  };
  const saveSoon = () => {
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  };

  const restore = () => {
    restoring ??= readSnapshot(userId)
      .then((snapshot) => {
        if (stopped || !snapshot) return;
        restored = restoreKept(queryClient, snapshot.queries);
      })
      .catch((error: unknown) => console.warn('offline store: reading failed', error));
    return restoring;
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'success') saveSoon();
    else if (action.type === 'error' && action.error instanceof ApiError && action.error.code === 0)
      void restore();
  });
  // A read that failed before this module loaded.
  for (const query of queryClient.getQueryCache().getAll())
    if (query.state.error instanceof ApiError && query.state.error.code === 0) void restore();
  if (!isOnline()) void restore();

  const stopOnline = whenBackOnline(() => {
    // What was shown from the store is as old as its save: read it all again now.
    const stale = restored;
    restored = [];
    restoring = null;
    for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey, exact: true });
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHide);
  // What the first screen read before this module came: kept at once (a short visit is kept too).
  save();

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    stopOnline();
    document.removeEventListener('visibilitychange', onHide);
  };
}
