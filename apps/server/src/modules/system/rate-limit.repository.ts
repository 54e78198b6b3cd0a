import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitWindows } from './rate-limit.tables.ts';

const SWEEP_BATCH = 500;

export const rateLimitRepository = {
  /**
   * One more hit on a key in the window ending at `windowEndsAt`, in one atomic upsert: a later window starts over at 1,
   * a hit from an instance whose clock is behind still counts in the newer window. Answers the count and the window.
   */
  async hit(db: Db, key: string, windowEndsAt: Date) {
    const stored = rateLimitWindows.windowEndsAt;
    const [row] = await db
      .insert(rateLimitWindows)
      .values({ key, windowEndsAt, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          hits: sql`case when excluded.window_ends_at > ${stored} then 1 else ${rateLimitWindows.hits} + 1 end`,
          windowEndsAt: sql`greatest(excluded.window_ends_at, ${stored})`,
        },
      })
      .returning({ hits: rateLimitWindows.hits, windowEndsAt: rateLimitWindows.windowEndsAt });
    return row!;
  },

  /** Takes one hit back, if the window it was counted in is still the key's. */
  async refund(db: Db, key: string, windowEndsAt: Date) {
    await db.execute(sql`
      update rate_limit_windows set hits = hits - 1
      where key = ${key} and window_ends_at = ${windowEndsAt.toISOString()}::timestamptz and hits > 0`);
  },

  /** Sweeps ended windows a batch at a time, skipping rows a parallel sweep or hit holds. */
  async removeEnded(db: Db, at: Date) {
    await db.execute(sql`
      delete from rate_limit_windows where key in (
        select key from rate_limit_windows where window_ends_at < ${at.toISOString()}::timestamptz
        limit ${SWEEP_BATCH} for update skip locked)`);
  },
};
