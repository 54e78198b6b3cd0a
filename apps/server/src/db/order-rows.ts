import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * The row queries every order-like table with a history beside it answers the same way (exchange, P2P and listing
 * orders, listings): the row lock a transition takes, the change it writes, and the history line it adds and reads.
 */
export function orderRows<T extends PgTableWithColumns<any>, E extends PgTableWithColumns<any>>(
  table: T,
  events: E,
  /** The events' column naming the row they belong to (orderId, listingId). */
  eventOwner: AnyPgColumn,
) {
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

    async addEvent(tx: Db, event: E['$inferInsert']) {
      await tx.insert(events).values(event);
    },

    /** The row's history, oldest first. */
    async events(db: Db, ownerId: number): Promise<E['$inferSelect'][]> {
      return (await db
        .select()
        .from(events as PgTableWithColumns<any>)
        .where(eq(eventOwner, ownerId))
        .orderBy(asc(events.id))) as E['$inferSelect'][];
    },
  };
}
