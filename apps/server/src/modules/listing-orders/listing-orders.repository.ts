import { type ListingOrderListQuery, ListingOrderState } from '@volna/contracts';
import { and, asc, count, desc, eq, gte, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { historyRows, lockedRows } from '../../db/order-rows.ts';
import { listingOrderEvents, listingOrders } from './listing-orders.tables.ts';

export type ListingOrderRow = typeof listingOrders.$inferSelect;
export type NewListingOrder = typeof listingOrders.$inferInsert;
export type ListingOrderEventRow = typeof listingOrderEvents.$inferSelect;

export const listingOrdersRepository = {
  /** Whether the two are buyer and seller of an order still open, or one that moved since `since` (both ways). */
  async tradedWith(db: Db, a: number, b: number, since: Date) {
    const [row] = await db
      .select({ id: listingOrders.id })
      .from(listingOrders)
      .where(
        and(
          or(
            and(eq(listingOrders.sellerId, a), eq(listingOrders.buyerId, b)),
            and(eq(listingOrders.sellerId, b), eq(listingOrders.buyerId, a)),
          ),
          or(
            notInArray(listingOrders.state, [ListingOrderState.completed, ListingOrderState.cancelled]),
            gte(listingOrders.updatedAt, since),
          ),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** The order, unless the buyer already made one under this Idempotency-Key (then undefined). */
  async insertOnce(tx: Db, row: NewListingOrder) {
    const [inserted] = await tx.insert(listingOrders).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findByKey(db: Db, buyerId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(listingOrders)
      .where(and(eq(listingOrders.buyerId, buyerId), eq(listingOrders.idemKey, idemKey)));
    return row;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select().from(listingOrders).where(eq(listingOrders.id, id));
    return row;
  },

  ...lockedRows(listingOrders),

  addEvent: historyRows(listingOrderEvents, listingOrderEvents.orderId).addEvent,

  async events(db: Db, orderIds: number[]) {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(listingOrderEvents)
      .where(inArray(listingOrderEvents.orderId, orderIds))
      .orderBy(asc(listingOrderEvents.id));
  },

  /** My orders (spec §2 myOrder): as buyer, seller or either, newest first, optionally of one state. */
  async mine(db: Db, userId: number, query: ListingOrderListQuery) {
    const side: SQL =
      query.role === 'buyer'
        ? eq(listingOrders.buyerId, userId)
        : query.role === 'seller'
          ? eq(listingOrders.sellerId, userId)
          : or(eq(listingOrders.buyerId, userId), eq(listingOrders.sellerId, userId))!;
    const where = query.state === undefined ? side : and(side, eq(listingOrders.state, query.state));
    const rows = await db
      .select()
      .from(listingOrders)
      .where(where)
      .orderBy(desc(listingOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(listingOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Staff: the orders in one state (the appeals queue by default), oldest first: first come, first decided. */
  async staffPage(db: Db, state: number, limit: number, offset: number) {
    const where = eq(listingOrders.state, state);
    const rows = await db
      .select()
      .from(listingOrders)
      .where(where)
      .orderBy(asc(listingOrders.updatedAt), asc(listingOrders.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(listingOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};
