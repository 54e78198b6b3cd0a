import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A stateful row's lock and change, the same for every table whose rows move through a transition table (exchange,
 * P2P and listing orders, paid requests): a transition locks the row, checks, then writes the change.
 */
export function lockedRows<T extends PgTableWithColumns<any>>(table: T) {
  type Row = T['$inferSelect'];
  return {
    /** The row lock: every transition of one row runs after the previous one, never beside it. */
    async lock(tx: Db, id: number): Promise<Row | undefined> {
      const [row] = await tx
        .select()
        .from(table as PgTableWithColumns<any>)
        .where(eq(table.id, id))
        .for('update');
      return row as Row | undefined;
    },

    async update(tx: Db, id: number, changes: Partial<T['$inferInsert']>): Promise<Row> {
      const rows = (await tx
        .update(table as PgTableWithColumns<any>)
        .set(changes)
        .where(eq(table.id, id))
        .returning()) as Row[];
      return rows[0]!;
    },
  };
}

/** A row's history table (one line per transition): written in the transition's transaction, read oldest first. */
export function historyRows<E extends PgTableWithColumns<any>>(
  events: E,
  /** The events' column naming the row they belong to (orderId, listingId). */
  owner: AnyPgColumn,
) {
  return {
    async addEvent(tx: Db, event: E['$inferInsert']) {
      await tx.insert(events).values(event);
    },

    async events(db: Db, ownerId: number): Promise<E['$inferSelect'][]> {
      return (await db
        .select()
        .from(events as PgTableWithColumns<any>)
        .where(eq(owner, ownerId))
        .orderBy(asc(events.id))) as E['$inferSelect'][];
    },
  };
}

/**
 * An order table's history (P2P, listing orders): every transition of an order, who took it in which role and when,
 * indexed by the order. `<name>` is the table, `<name>_order_idx` its index.
 */
export const orderEventsTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      orderId: integer('order_id').notNull(),
      action: text('action').notNull(),
      fromState: smallint('from_state').notNull(),
      toState: smallint('to_state').notNull(),
      actorId: integer('actor_id').notNull(),
      actorRole: text('actor_role').notNull(),
      note: text('note').notNull().default(''),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [index(`${name}_order_idx`).on(t.orderId, t.id)],
  );
