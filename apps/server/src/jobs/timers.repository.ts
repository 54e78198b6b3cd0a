import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { timers } from './timers.tables.ts';

export type TimerRow = typeof timers.$inferSelect;
export type NewTimer = { kind: string; key: string; dueAt: Date; payload: Record<string, unknown> };

export const timersRepository = {
  /** The first schedule of (kind, key) wins; answers whether this call made it. */
  async schedule(db: Db, timer: NewTimer, createdAt: Date) {
    const rows = await db
      .insert(timers)
      .values({ ...timer, createdAt })
      .onConflictDoNothing()
      .returning({ id: timers.id });
    return rows.length > 0;
  },

  /**
   * The earliest due timer nobody else holds, locked for the caller's transaction. SKIP LOCKED lets another poller
   * (another instance) take the next one instead of waiting behind this one.
   */
  async takeDue(tx: Db, now: Date): Promise<TimerRow | undefined> {
    const [row] = await tx
      .select()
      .from(timers)
      .where(and(isNull(timers.doneAt), lte(timers.dueAt, now)))
      .orderBy(asc(timers.dueAt), asc(timers.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  async markDone(tx: Db, id: number, doneAt: Date) {
    await tx.update(timers).set({ doneAt }).where(eq(timers.id, id));
  },

  /** After a failed run (its transaction rolled back): counted, and due again at `dueAt`. */
  async postpone(db: Db, id: number, dueAt: Date, error: string) {
    await db
      .update(timers)
      .set({ dueAt, attempts: sql`${timers.attempts} + 1`, lastError: error.slice(0, 1000) })
      .where(and(eq(timers.id, id), isNull(timers.doneAt)));
  },

  async find(db: Db, kind: string, key: string) {
    const [row] = await db
      .select()
      .from(timers)
      .where(and(eq(timers.kind, kind), eq(timers.key, key)))
      .limit(1);
    return row;
  },
};
