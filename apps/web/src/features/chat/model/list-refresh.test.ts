import { CHAT_LIST_REFRESH_THROTTLE_MS } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { createRefreshThrottle } from './list-refresh.ts';

describe('chat list refresh throttle', () => {
  it('reloads at most once per 3 s', async () => {
    let now = 1_000_000;
    let calls = 0;
    const throttle = createRefreshThrottle(CHAT_LIST_REFRESH_THROTTLE_MS, () => now);
    const refresh = async () => {
      calls += 1;
    };
    expect(await throttle.run(refresh)).toBe(true);
    now += 1_000;
    expect(await throttle.run(refresh)).toBe(false);
    now += 1_999;
    expect(await throttle.run(refresh)).toBe(false);
    expect(calls).toBe(1);
    now += 1;
    expect(await throttle.run(refresh)).toBe(true);
    expect(calls).toBe(2);
  });

  it('counts from the start of a reload, and a failed one still counts', async () => {
    let now = 0;
    const throttle = createRefreshThrottle(3_000, () => now);
    await expect(throttle.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    now = 2_999;
    expect(await throttle.run(async () => undefined)).toBe(false);
    now = 3_000;
    expect(await throttle.run(async () => undefined)).toBe(true);
  });
});
