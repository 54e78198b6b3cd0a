import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { transfers } from './transfer.tables.ts';
import { orderOf } from '../../db/sorting.ts';

export type TransferRow = typeof transfers.$inferSelect;
export type NewTransfer = typeof transfers.$inferInsert;

export const transferRepository = {
  /**
   * The new transfer, or undefined when this sender already made one under this key. A concurrent request with the
   * same key waits here on the unique index until the first commits, then finds it.
   */
  async insertOnce(db: Db, row: NewTransfer) {
    const [inserted] = await db.insert(transfers).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findByKey(db: Db, senderId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(transfers)
      .where(and(eq(transfers.senderId, senderId), eq(transfers.idemKey, idemKey)))
      .limit(1);
    return row;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select().from(transfers).where(eq(transfers.id, id)).limit(1);
    return row;
  },

  /** The row locked for a step: steps of one transfer run one at a time, each seeing the state the last left. */
  async lock(db: Db, id: number) {
    const [row] = await db.select().from(transfers).where(eq(transfers.id, id)).for('update').limit(1);
    return row;
  },

  async update(db: Db, id: number, patch: Partial<NewTransfer>) {
    const [row] = await db.update(transfers).set(patch).where(eq(transfers.id, id)).returning();
    return row!;
  },

  /** Staff's list of safe transfers, newest first: by state, by party (sender or receiver), by number. */
  async staffPage(
    db: Db,
    filter: {
      state?: number;
      userId?: number;
      id?: number;
      sort?: 'id' | 'state' | 'createTime' | 'updateTime';
      order?: 'asc' | 'desc';
    },
    page: { limit: number; offset: number },
  ) {
    const parts: (SQL | undefined)[] = [eq(transfers.safe, true)];
    if (filter.state !== undefined) parts.push(eq(transfers.state, filter.state));
    if (filter.id !== undefined) parts.push(eq(transfers.id, filter.id));
    if (filter.userId !== undefined)
      parts.push(or(eq(transfers.senderId, filter.userId), eq(transfers.receiverId, filter.userId)));
    const where = and(...parts);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(transfers)
        .where(where)
        .orderBy(
          ...orderOf(
            {
              id: transfers.id,
              state: transfers.state,
              createTime: transfers.createdAt,
              updateTime: transfers.updatedAt,
            },
            filter,
            transfers.id,
          ),
        )
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(transfers).where(where),
    ]);
    return { rows, total };
  },

  /** amount × rate rounded half up to 4 decimals, and what remains, computed by the database (never JS floats). */
  async quoteFee(db: Db, amount: string, rate: string) {
    const [row] = await queryRows<{ fee: string; receive: string }>(
      db,
      sql`select round(${amount}::numeric * ${rate}::numeric, 4)::text as fee,
            (${amount}::numeric - round(${amount}::numeric * ${rate}::numeric, 4))::text as receive`,
    );
    return row!;
  },
};
