import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

type Row = { user_id: number; seq: string | number; payload: unknown };

/** The per-user event log (user_events) and its counters; the only SQL of realtime delivery. */
export const eventsRepository = {
  /**
   * Gives each user the next number of their own sequence and stores the event under it, in one statement.
   * Users are taken in ascending id order so two transactions that touch the same users lock their counters in
   * the same order and never deadlock; the counter row lock also makes a user's events commit in sequence order.
   */
  async append(db: Db, userIds: number[], type: string, payload: unknown, at: Date) {
    const ids = `{${userIds.join(',')}}`;
    const rows = await queryRows<Row>(
      db,
      sql`with bumped as (
            insert into user_event_counters (user_id, last_seq)
            select u, 1 from unnest(${ids}::int[]) as u order by u
            on conflict (user_id) do update set last_seq = user_event_counters.last_seq + 1
            returning user_id, last_seq
          )
          insert into user_events (user_id, seq, type, payload, created_at)
          select user_id, last_seq, ${type}, ${JSON.stringify(payload)}::jsonb, ${at.toISOString()}::timestamptz
          from bumped
          returning user_id, seq, payload`,
    );
    return rows.map((r) => ({ userId: Number(r.user_id), seq: Number(r.seq), payload: r.payload }));
  },

  /** The user's newest sequence number (0 before his first event). */
  async head(db: Db, userId: number) {
    const rows = await queryRows<{ last_seq: string | number }>(
      db,
      sql`select last_seq from user_event_counters where user_id = ${userId}`,
    );
    return Number(rows[0]?.last_seq ?? 0);
  },

  async since(db: Db, userId: number, afterSeq: number, limit: number) {
    const rows = await queryRows<Row>(
      db,
      sql`select user_id, seq, payload from user_events
          where user_id = ${userId} and seq > ${afterSeq}
          order by seq limit ${limit}`,
    );
    return rows.map((r) => ({ userId: Number(r.user_id), seq: Number(r.seq), payload: r.payload }));
  },
};
