import timers from 'node:timers';

// How long test code may wait on the wall clock (issue 18); no-long-waits.ts enforces it, the e2e harness too.

/** The longest wall-clock wait a test may start. */
export const TEST_WAIT_LIMIT_MS = 2_000;

/** Captured before no-long-waits.ts wraps the timers (it imports this module first). */
const realSetTimeout = timers.setTimeout;

/** Throws when a wait of `ms` (as given to a timer) is longer than the limit. */
export function refuseLongWait(ms: unknown, what: string) {
  const delay = Number(ms);
  if (!(delay > TEST_WAIT_LIMIT_MS)) return;
  throw new Error(
    `${what}(${delay}): tests may not wait on the wall clock for more than ${TEST_WAIT_LIMIT_MS} ms. Move a clock ` +
      '(t.clock, POST /dev/clock, page.clock) or await the event instead (apps/server/test/no-long-waits.ts).',
  );
}

/**
 * A deadline for an awaited event, of any length: it fires only when the event never came, and the wait then fails.
 * The one way test code starts a longer timer, so a reader sees it is not a sleep.
 */
export function giveUpAfter(ms: number, onTimeout: () => void): NodeJS.Timeout {
  return realSetTimeout(onTimeout, ms);
}
