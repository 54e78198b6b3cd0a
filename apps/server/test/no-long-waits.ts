import { syncBuiltinESMExports } from 'node:module';
import timers from 'node:timers';
import timersPromises from 'node:timers/promises';
import { promisify } from 'node:util';
import { refuseLongWait, TEST_WAIT_LIMIT_MS } from './wait-limit.ts';

// A setup file of every vitest project (vitest.config.ts): test code may not sleep on the wall clock for longer than
// TEST_WAIT_LIMIT_MS (issue 18). A test that needs time to pass moves a clock (the test app's t.clock, the browser
// server's POST /dev/clock, Playwright's page.clock, vi.useFakeTimers); one that waits for something awaits it
// (expect.poll, an event, a promise). Short waits stay allowed for what cannot be awaited: "nothing more arrives".
//
// Checked where the timer is made, so the failure names the line: a setTimeout (global, node:timers or
// node:timers/promises) called directly from test code (test files, their kits and harnesses) with a longer delay
// throws there. Timers that libraries make (pools, sockets, vitest's own polling) are not test code and pass; a
// deadline for an awaited event says so with giveUpAfter() (wait-limit.ts). Playwright's page.waitForTimeout is
// refused in e2e/harness.ts.

const TEST_CODE = /\.(test|e2e|test-kit|test-support)\.ts\b|\/apps\/server\/test\/|\/e2e\/[^/]+\.ts\b/;
const THIS_FILE = 'no-long-waits.ts';

/** The stack frame of whoever called the timer: the first one outside this module. */
function callerFrame(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  return frames.find((frame) => !frame.includes(THIS_FILE)) ?? '';
}

function checkCaller(ms: unknown, what: string) {
  // The stack is read only for a long delay: the common short timer costs one comparison.
  if (Number(ms) > TEST_WAIT_LIMIT_MS && TEST_CODE.test(callerFrame())) refuseLongWait(ms, what);
}

// Without isolation (the server project) this file runs again for every test file in the same process: the timers
// are guarded once, not wrapped once more per file.
const GUARDED = Symbol.for('volna.noLongWaits');
if (!(GUARDED in timers.setTimeout)) {
  const realSetTimeout = timers.setTimeout;
  const realSleep = timersPromises.setTimeout;

  const guardedSleep = ((ms?: number, ...rest: unknown[]) => {
    checkCaller(ms, 'setTimeout from node:timers/promises');
    return (realSleep as (...args: unknown[]) => Promise<unknown>)(ms, ...rest);
  }) as typeof realSleep;

  const guardedSetTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    checkCaller(ms, 'setTimeout');
    return realSetTimeout(callback, ms, ...args);
  }) as typeof realSetTimeout;
  Object.defineProperty(guardedSetTimeout, promisify.custom, { value: guardedSleep });
  Object.defineProperty(guardedSetTimeout, GUARDED, { value: true });

  globalThis.setTimeout = guardedSetTimeout;
  timers.setTimeout = guardedSetTimeout;
  timersPromises.setTimeout = guardedSleep;
  // `import { setTimeout } from 'node:timers'` reads the ESM facade: bring it in line with the objects above.
  syncBuiltinESMExports();
}
