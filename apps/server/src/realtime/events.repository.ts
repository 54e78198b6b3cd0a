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

  /**
   * Many events for many users in one statement: each user's counter moves by his number of events, and his events
   * take the numbers in the order given. Counters are taken in ascending user order, as `append` does.
   */
  async appendMany(db: Db, events: Array<{ userId: number; payload: unknown }>, at: Date) {
    const input = JSON.stringify(events.map((e) => [e.userId, e.payload]));
    // Only the numbers come back: a user's numbers, in order, belong to his events in the order given.
    const rows = await queryRows<{ user_id: number; seq: string | number }>(
      db,
      sql`with input as (
            select (e->>0)::int as user_id, e->1 as payload, ord
            from jsonb_array_elements(${input}::jsonb) with ordinality as t(e, ord)
          ),
          counts as (select user_id, count(*)::bigint as n from input group by user_id),
          bumped as (
            insert into user_event_counters (user_id, last_seq)
            select user_id, n from counts order by user_id
            on conflict (user_id) do update set last_seq = user_event_counters.last_seq + excluded.last_seq
            returning user_id, last_seq
          )
          insert into user_events (user_id, seq, type, payload, created_at)
          select i.user_id, b.last_seq - c.n + row_number() over (partition by i.user_id order by i.ord),
                 i.payload->>'type', i.payload, ${at.toISOString()}::timestamptz
          from input i join counts c using (user_id) join bumped b using (user_id)
          returning user_id, seq`,
    );
    const seqsOf = new Map<number, number[]>();
    for (const r of rows) {
      const userId = Number(r.user_id);
      const seqs = seqsOf.get(userId) ?? [];
      seqs.push(Number(r.seq));
      seqsOf.set(userId, seqs);
    }
    for (const seqs of seqsOf.values()) seqs.sort((a, b) => a - b);
    const taken = new Map<number, number>();
    return events.map((e) => {
      const i = taken.get(e.userId) ?? 0;
      taken.set(e.userId, i + 1);
      return { userId: e.userId, seq: seqsOf.get(e.userId)![i]!, payload: e.payload };
    });
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
