import { describe, expect, it } from 'vitest';
import { systemClock } from './deps.ts';
import { clockFromEnv, shiftedClock } from './shifted-clock.ts';

function fakeRealTime(start: number) {
  let now = start;
  return { read: () => now, advance: (ms: number) => (now += ms) };
}

describe('shiftedClock', () => {
  it('starts at the given instant and runs forward with real time', () => {
    const real = fakeRealTime(1_000_000);
    const clock = shiftedClock(new Date('2026-11-25T09:00:00Z'), real.read);
    expect(clock.now().toISOString()).toBe('2026-11-25T09:00:00.000Z');
    real.advance(90_500);
    expect(clock.now().toISOString()).toBe('2026-11-25T09:01:30.500Z');
  });

  it('gives a fresh Date each time', () => {
    const clock = shiftedClock(new Date('2026-11-28T09:00:00Z'), () => 5);
    expect(clock.now()).not.toBe(clock.now());
    expect(clock.now()).toEqual(clock.now());
  });
});

describe('clockFromEnv', () => {
  it('is the system clock without CLOCK_AT, in production too', () => {
    expect(clockFromEnv(undefined, false)).toBe(systemClock);
    expect(clockFromEnv('', true)).toBe(systemClock);
  });

  it('shifts to CLOCK_AT outside production', () => {
    const real = fakeRealTime(42);
    const clock = clockFromEnv('2026-11-28T12:00:00+03:00', false, real.read);
    expect(clock.now().toISOString()).toBe('2026-11-28T09:00:00.000Z');
    real.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-11-28T09:00:01.000Z');
  });

  it('refuses CLOCK_AT in production', () => {
    expect(() => clockFromEnv('2026-11-28T09:00:00Z', true)).toThrow(/production/);
  });

  it('refuses a CLOCK_AT that is not an ISO instant', () => {
    expect(() => clockFromEnv('saturday', false)).toThrow(/ISO instant/);
    expect(() => clockFromEnv('2026-13-45T99:00:00Z', false)).toThrow(/ISO instant/);
    expect(() => clockFromEnv('1700000000000', false)).toThrow(/ISO instant/);
  });
});
