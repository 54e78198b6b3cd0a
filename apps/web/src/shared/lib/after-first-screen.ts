import { queryClient } from '../api/query-client.ts';

/** How long after the first screen arrived the app waits before it loads what that screen does not need. */
export const AFTER_FIRST_SCREEN_DELAY_MS = 1_000;
/** A start that never loads a page of its own (a redirect that fails) still gets the rest after this long. */
const FIRST_SCREEN_WAIT_LIMIT_MS = 10_000;

const whenIdle = (run: () => void) =>
  // iOS WebViews have no requestIdleCallback.
  window.requestIdleCallback ? window.requestIdleCallback(() => run()) : window.setTimeout(run, 0);

/**
 * Resolves once no query is fetching: the first screen's data has arrived, so its largest paint is drawn with it (or
 * after the wait limit, should a request hang).
 */
const whenDataArrived = () =>
  new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      stop();
      window.clearTimeout(limit);
      resolve();
    };
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    const limit = window.setTimeout(done, FIRST_SCREEN_WAIT_LIMIT_MS);
  });

let arrived: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  arrived = resolve;
});

/** The router calls this once the first page shown has rendered and asked for its data (router.tsx). */
export function firstScreenArrived() {
  arrived();
}

/**
 * Runs `run` a second after the first screen rendered and its data arrived, when the browser is idle: for code and data
 * that screen does not need (the other pages' strings, the version check, the login form's checks), so they never
 * compete with it, even on a slow server or a busy phone (issues 19 and 29). Returns a cancel.
 */
export function afterFirstScreen(run: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  const later = () => {
    if (cancelled || timer !== undefined) return;
    timer = window.setTimeout(
      () => void whenDataArrived().then(() => whenIdle(() => !cancelled && run())),
      AFTER_FIRST_SCREEN_DELAY_MS,
    );
  };
  void firstScreen.then(whenDataArrived).then(later);
  const limit = window.setTimeout(later, FIRST_SCREEN_WAIT_LIMIT_MS);
  return () => {
    cancelled = true;
    window.clearTimeout(limit);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** `run` at once when `now` (offline, the kept data is all there is to show), else as afterFirstScreen. */
export function afterFirstScreenUnless(now: boolean, run: () => void): () => void {
  if (!now) return afterFirstScreen(run);
  run();
  return () => undefined;
}
