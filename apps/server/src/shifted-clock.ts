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
