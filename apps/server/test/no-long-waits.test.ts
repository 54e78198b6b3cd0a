import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { giveUpAfter, TEST_WAIT_LIMIT_MS } from './wait-limit.ts';

// The setup file no-long-waits.ts runs before this file, as before every test file.

describe('the wall-clock wait limit of tests', () => {
  it('refuses a sleep longer than the limit where it is written, however the timer is reached', async () => {
    const longer = TEST_WAIT_LIMIT_MS + 1;
    // The usual sleep: the throw in the executor rejects the promise the test awaits, so the test fails at once.
    await expect(new Promise((resolve) => setTimeout(resolve, longer))).rejects.toThrow(/may not wait/);
    expect(() => globalThis.setTimeout(() => {}, longer)).toThrow(/may not wait/);
    expect(() => sleep(longer)).toThrow(/may not wait/);
    expect(() => promisify(setTimeout)(longer)).toThrow(/may not wait/);
  });

  it('lets a short wait and a deadline for an awaited event through', async () => {
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sleep(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5);
    const deadline = giveUpAfter(60_000, () => {});
    clearTimeout(deadline);
  });
});
