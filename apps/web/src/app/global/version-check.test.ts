import { VERSION_CHECK_THROTTLE_MS } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { throttle, versionDecision } from './version-check.ts';

describe('version check throttle', () => {
  it('runs at most once per 2 s', () => {
    let now = 10_000;
    let runs = 0;
    const check = throttle(
      () => runs++,
      VERSION_CHECK_THROTTLE_MS,
      () => now,
    );
    expect(check()).toBe(true);
    now += 500;
    expect(check()).toBe(false);
    now += VERSION_CHECK_THROTTLE_MS - 501;
    expect(check()).toBe(false);
    now += 1;
    expect(check()).toBe(true);
    expect(runs).toBe(2);
  });

  it('runs the very first call even at time 0', () => {
    let runs = 0;
    const check = throttle(
      () => runs++,
      VERSION_CHECK_THROTTLE_MS,
      () => 0,
    );
    check();
    expect(runs).toBe(1);
  });
});

describe('version decision', () => {
  it('offers a refresh when the server announces another version', () => {
    expect(versionDecision({ remote: '1.2.7', running: '1.2.6', stored: '1.2.6', declined: null })).toEqual({
      offerRefresh: true,
      announcedBefore: false,
      store: '1.2.7',
    });
  });

  it('stays quiet when this build is the announced one', () => {
    expect(
      versionDecision({ remote: '1.2.6', running: '1.2.6', stored: null, declined: null }).offerRefresh,
    ).toBe(false);
    expect(
      versionDecision({ remote: '1.2.7', running: '1.2.7', stored: '1.2.6', declined: null }).offerRefresh,
    ).toBe(false);
  });

  it('does not ask again in this tab about a version the user declined, but asks about a newer one', () => {
    expect(
      versionDecision({ remote: '1.2.7', running: '1.2.6', stored: '1.2.7', declined: '1.2.7' }).offerRefresh,
    ).toBe(false);
    expect(
      versionDecision({ remote: '1.2.8', running: '1.2.6', stored: '1.2.7', declined: '1.2.7' }).offerRefresh,
    ).toBe(true);
  });
});
