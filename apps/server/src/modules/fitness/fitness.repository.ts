import { FITNESS_HISTORY_DAYS } from '@volna/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fitnessEntries } from './fitness.tables.ts';

export type FitnessEntryRow = typeof fitnessEntries.$inferSelect;

/** Most friends the ranking lists (with me). */
const RANKING_MAX = 100;

export const fitnessRepository = {
  async find(db: Db, userId: number, day: string) {
    const [row] = await db
      .select()
      .from(fitnessEntries)
      .where(and(eq(fitnessEntries.userId, userId), eq(fitnessEntries.day, day)))
      .limit(1);
    return row;
  },

  /** The day's entry, or undefined when the user already has one for that day (the unique index decides). */
  async insertOnce(db: Db, row: typeof fitnessEntries.$inferInsert) {
    const [inserted] = await db
      .insert(fitnessEntries)
      .values(row)
      .onConflictDoNothing({ target: [fitnessEntries.userId, fitnessEntries.day] })
      .returning();
    return inserted;
  },

  async setTx(db: Db, id: number, txId: number) {
    await db.update(fitnessEntries).set({ txId }).where(eq(fitnessEntries.id, id));
  },

  /** The newest entries (the history list under the chart). */
  async recent(db: Db, userId: number) {
    return db
      .select()
      .from(fitnessEntries)
      .where(eq(fitnessEntries.userId, userId))
      .orderBy(desc(fitnessEntries.day))
      .limit(FITNESS_HISTORY_DAYS);
  },

  /** Every day of the window ending `today`, oldest first, 0 where there is no entry; summed by the database. */
  async days(db: Db, userId: number, today: string) {
    return queryRows<{ day: string; steps: number; coins: string }>(
      db,
      sql`select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(e.steps, 0)::int as steps,
                 coalesce(e.coins, 0)::text as coins
            from generate_series(${today}::date - ${FITNESS_HISTORY_DAYS - 1}::int, ${today}::date, interval '1 day')
                 as g(day)
            left join fitness_entries e on e.user_id = ${userId} and e.day = g.day::date
           order by g.day`,
    );
  },

  /**
   * Runs of consecutive days with an entry (gaps and islands: day minus its rank is constant along a run). The
   * current run is the one ending today or yesterday — today's steps may simply not be in yet.
   */
  async streaks(db: Db, userId: number, today: string) {
    const [row] = await queryRows<{
      best: number;
      current: number;
      total_steps: number;
      total_coins: string;
    }>(
      db,
      sql`with d as (
            select day, steps, coins, day - (row_number() over (order by day))::int as run
              from fitness_entries where user_id = ${userId}),
          runs as (select max(day) as last, count(*)::int as len from d group by run)
          select coalesce((select max(len) from runs), 0)::int as best,
                 coalesce((select max(len) from runs where last >= ${today}::date - 1), 0)::int as current,
                 coalesce((select sum(steps) from d where day > ${today}::date - ${FITNESS_HISTORY_DAYS}::int), 0)::int
                   as total_steps,
                 coalesce((select sum(coins) from d where day > ${today}::date - ${FITNESS_HISTORY_DAYS}::int), 0)::text
                   as total_coins`,
    );
    return row!;
  },

  /** Me and my friends by the day's steps, most first (no entry counts 0; ties by id for a stable order). */
  async ranking(db: Db, userId: number, day: string) {
    return queryRows<{ user_id: number; steps: number }>(
      db,
      sql`select p.user_id, coalesce(e.steps, 0)::int as steps
            from (select friend_id as user_id from friendships where owner_id = ${userId}
                  union select ${userId}::int) p
            left join fitness_entries e on e.user_id = p.user_id and e.day = ${day}::date
           order by steps desc, p.user_id
           limit ${RANKING_MAX}`,
    );
  },
};
