import { type Clock, systemClock } from './deps.ts';

/**
 * A clock that starts at `at` and then runs forward in real time, so a browser test can put the server on a chosen
 * weekday (top-ups are weekdays only) while timeouts and expiries still elapse normally.
 */
export function shiftedClock(at: Date, realNow: () => number = Date.now): Clock {
  const offset = at.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}

/**
 * The clock main.ts runs on: real time, or with CLOCK_AT (an ISO instant, outside production only) a shifted one.
 * Throws on a CLOCK_AT that is set in production or does not parse, so a mistake stops the start rather than
 * quietly running the money rules on the wrong day.
 */
export function clockFromEnv(
  clockAt: string | undefined,
  isProduction: boolean,
  realNow?: () => number,
): Clock {
  if (!clockAt) return systemClock;
  if (isProduction) throw new Error('CLOCK_AT is for tests and development only: refusing it in production.');
  const at = new Date(clockAt);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(clockAt) || Number.isNaN(at.getTime()))
    throw new Error(`CLOCK_AT must be an ISO instant such as 2026-11-25T09:00:00Z, not "${clockAt}".`);
  return shiftedClock(at, realNow);
}

/** A clock that can be moved on while the server runs: POST /dev/clock (dev-clock.routes.ts) and the tests' clock. */
export type MovableClock = Clock & { advance: (ms: number) => void; set: (at: Date) => void };

export function isMovable(clock: Clock): clock is MovableClock {
  const candidate = clock as Partial<MovableClock>;
  return typeof candidate.advance === 'function' && typeof candidate.set === 'function';
}

/**
 * `base` moved on by whatever advance()/set() add: main.ts runs on one with DEV_TOOLS=1, so a browser test can let the
 * server's 60 s code pause pass at once instead of waiting it out (issue 18). Never in production.
 */
export function movableClock(base: Clock): MovableClock {
  let offset = 0;
  const now = () => new Date(base.now().getTime() + offset);
  return {
    now,
    advance: (ms) => {
      offset += ms;
    },
    set: (at) => {
      offset += at.getTime() - now().getTime();
    },
  };
}
