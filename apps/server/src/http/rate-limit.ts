import { isIPv6 } from 'node:net';
import type { AppDeps } from '../deps.ts';
import { rateLimitRepository } from '../modules/system/rate-limit.repository.ts';
import { fail } from './errors.ts';

/** A fixed-window limit: at most `limit` hits per subject in each `windowSeconds` (windows aligned to the epoch). */
export type RateLimit = { rule: string; limit: number; windowSeconds: number };
/** A counted hit, to give back when the guarded thing turned out fine (a successful login). */
export type RateTicket = { key: string; windowEndsAt: Date };

/**
 * Counters live in the database (one upsert per hit), so the limit holds across instances and restarts, and a hit is
 * counted before the guarded work runs: a burst of parallel requests is cut at the limit, not after it.
 */
export function createRateLimiter({ database, clock }: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = database;
  return {
    /** Counts a hit; past the limit refuses with tooManyAttempts naming the seconds to wait (sent as Retry-After). */
    async hit(limit: RateLimit, subject: string | number): Promise<RateTicket> {
      const now = clock.now();
      const windowMs = limit.windowSeconds * 1000;
      const windowEnd = new Date((Math.floor(now.getTime() / windowMs) + 1) * windowMs);
      const key = `${limit.rule}:${subject}`;
      const counted = await rateLimitRepository.hit(db, key, windowEnd);
      // A window's first hit is rare enough to carry the sweep of ended ones.
      if (counted.hits === 1) await rateLimitRepository.removeEnded(db, now);
      if (counted.hits > limit.limit) {
        const seconds = Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - now.getTime()) / 1000));
        fail('tooManyAttempts', { seconds });
      }
      return { key, windowEndsAt: counted.windowEndsAt };
    },

    async giveBack(ticket: RateTicket): Promise<void> {
      await rateLimitRepository.refund(db, ticket.key, ticket.windowEndsAt);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Whom an IP limit counts: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address by its /64, since one
 * subscriber is routinely handed a whole /64 and could otherwise take a fresh address for every try.
 */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms) stands for two groups.
  const tailSize = tailGroups.length + (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailSize).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
