import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { lockedRows } from '../../db/order-rows.ts';
import { orderOf } from '../../db/sorting.ts';
import { users } from '../users/users.tables.ts';

type StaffQuery = {
  state?: number;
  pageNum: number;
  pageSize: number;
  sort?: 'id' | 'price' | 'state' | 'createTime';
  order?: 'asc' | 'desc';
};

/**
 * The queries every paid request's table answers (its columns from paid-request.tables.ts): made once per
 * Idempotency-Key, read, locked for a transition, changed, listed for its owner and for staff.
 */
export function paidRequestRepository<T extends PgTableWithColumns<any>>(table: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  return {
    /** The request, unless the user already made one under this Idempotency-Key (then undefined). */
    async insertOnce(tx: Db, row: Insert): Promise<Row | undefined> {
      const [inserted] = await tx.insert(table).values(row).onConflictDoNothing().returning();
      return inserted as Row | undefined;
    },

    async findByKey(db: Db, userId: number, idemKey: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTableWithColumns<any>)
        .where(and(eq(table.userId, userId), eq(table.idemKey, idemKey)));
      return row as Row | undefined;
    },

    async find(db: Db, id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTableWithColumns<any>)
        .where(eq(table.id, id));
      return row as Row | undefined;
    },

    ...lockedRows(table),

    async listOf(db: Db, userId: number): Promise<Row[]> {
      return (await db
        .select()
        .from(table as PgTableWithColumns<any>)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.id))) as Row[];
    },

    /** Whether a candidate row (joined to its request by `requestColumn`) matches `where`: who may see whom. */
    async candidateExists(
      db: Db,
      candidates: PgTableWithColumns<any>,
      requestColumn: AnyPgColumn,
      where: SQL,
    ) {
      const [row] = await db
        .select({ id: requestColumn })
        .from(candidates)
        .innerJoin(table as PgTableWithColumns<any>, eq(table.id, requestColumn))
        .where(where)
        .limit(1);
      return row !== undefined;
    },

    /** Staff: every request (or those in one state), newest first, with the requester's account name. */
    async staffList(db: Db, query: StaffQuery) {
      const where = query.state ? eq(table.state, query.state) : undefined;
      const rows = await db
        .select({ row: table as PgTableWithColumns<any>, requesterName: users.userName })
        .from(table as PgTableWithColumns<any>)
        .leftJoin(users, eq(users.id, table.userId))
        .where(where)
        .orderBy(
          ...orderOf(
            { id: table.id, price: table.price, state: table.state, createTime: table.createdAt },
            query,
            table.id,
          ),
        )
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(table as PgTableWithColumns<any>)
        .where(where);
      return { rows: rows as { row: Row; requesterName: string | null }[], total: total?.n ?? 0 };
    },
  };
}
