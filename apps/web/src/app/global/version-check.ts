/** localStorage key of the last versionName the server announced. */
export const STORED_VERSION_KEY = 'volna.versionName';

/** A function that runs `fn` at most once per `intervalMs` (the first call runs); `now` is injectable for tests. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  intervalMs: number,
  now: () => number = Date.now,
) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    fn(...args);
    return true;
  };
}

/**
 * Whether to offer a refresh (spec §7): the server announces a versionName other than the build running here,
 * and the user has not declined that version in this tab already. A refresh that lands on the announced build
 * stops the offer by itself; `announcedBefore` tells whether this browser had seen that version announced
 * (the stored versionName), so a fresh deploy is offered even if an older one was declined.
 */
export function versionDecision(input: {
  remote: string;
  running: string;
  stored: string | null;
  declined: string | null;
}) {
  const outdated = input.remote !== input.running;
  return {
    offerRefresh: outdated && input.remote !== input.declined,
    announcedBefore: input.stored === input.remote,
    store: input.remote,
  };
}
