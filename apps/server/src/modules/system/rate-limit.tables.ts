import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters of the rate limiter (http/rate-limit.ts), one row per rule and subject (an IP, an
 * account): every instance counts in the same row, so a limit holds however many instances serve the requests.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** `rule:subject`, e.g. `login-ip:203.0.113.7`. */
    key: text('key').primaryKey(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('rate_limit_windows_end_idx').on(t.windowEndsAt)],
);
