import { P2P_TERMINAL_STATES, P2pKind, P2pOrderState, type P2pListQuery } from '@volna/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { historyRows, lockedRows } from '../../db/order-rows.ts';
import { p2pOrderEvents, p2pOrders } from './p2p.tables.ts';

export type P2pOrderRow = typeof p2pOrders.$inferSelect;
export type P2pOrderEventRow = typeof p2pOrderEvents.$inferSelect;

/** The list's orders: spec §2's sorts, each ending on the id so pages never overlap. */
const orderings: Record<P2pListQuery['sort'], SQL[]> = {
  newest: [desc(p2pOrders.id)],
  oldest: [asc(p2pOrders.id)],
  receiveCurrency: [asc(p2pOrders.receiveCurrencyId), desc(p2pOrders.id)],
  payCurrency: [asc(p2pOrders.payCurrencyId), desc(p2pOrders.id)],
};

export const p2pRepository = {
  /** Whether the two are the parties of an order still open, or one that moved since `since` (both ways). */
  async tradedWith(db: Db, a: number, b: number, since: Date) {
    const [row] = await db
      .select({ id: p2pOrders.id })
      .from(p2pOrders)
      .where(
        and(
          or(
            and(eq(p2pOrders.withdrawerId, a), eq(p2pOrders.payerId, b)),
            and(eq(p2pOrders.withdrawerId, b), eq(p2pOrders.payerId, a)),
          ),
          or(notInArray(p2pOrders.state, [...P2P_TERMINAL_STATES]), gte(p2pOrders.updatedAt, since)),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** The request, unless the withdrawer already made one under this Idempotency-Key (then undefined). */
  async insertOnce(tx: Db, row: typeof p2pOrders.$inferInsert) {
    const [inserted] = await tx.insert(p2pOrders).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  /** The publisher's request under this Idempotency-Key: the withdrawer's withdrawal or the payer's top-up request. */
  async findByKey(db: Db, publisherId: number, idemKey: string, kind: number = P2pKind.withdrawal) {
    const publisher = kind === P2pKind.topUp ? p2pOrders.payerId : p2pOrders.withdrawerId;
    const [row] = await db
      .select()
      .from(p2pOrders)
      .where(and(eq(p2pOrders.kind, kind), eq(publisher, publisherId), eq(p2pOrders.idemKey, idemKey)));
    return row;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select().from(p2pOrders).where(eq(p2pOrders.id, id));
    return row;
  },

  ...lockedRows(p2pOrders),
  ...historyRows(p2pOrderEvents, p2pOrderEvents.orderId),

  /** "all": every open request (state 1); "mine": the caller's own, as withdrawer or payer, in any state. */
  async page(db: Db, userId: number, query: P2pListQuery) {
    const where =
      query.tab === 'mine'
        ? or(eq(p2pOrders.withdrawerId, userId), eq(p2pOrders.payerId, userId))
        : eq(p2pOrders.state, P2pOrderState.selling);
    const rows = await db
      .select()
      .from(p2pOrders)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(p2pOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Staff: the orders in one state (the complaints queue by default), oldest first: first come, first decided. */
  async staffPage(db: Db, state: number, limit: number, offset: number) {
    const where = eq(p2pOrders.state, state);
    const rows = await db
      .select()
      .from(p2pOrders)
      .where(where)
      .orderBy(asc(p2pOrders.updatedAt), asc(p2pOrders.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(p2pOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** A user's ended deals (someone responded, then it completed or was cancelled), either side, and how many completed. */
  async traderRecord(db: Db, userId: number) {
    const [row] = await db
      .select({
        ended: count(),
        completed:
          sql<number>`count(*) filter (where ${p2pOrders.state} = ${P2pOrderState.complete})`.mapWith(Number),
      })
      .from(p2pOrders)
      .where(
        and(
          or(eq(p2pOrders.withdrawerId, userId), eq(p2pOrders.payerId, userId)),
          isNotNull(p2pOrders.payerId),
          inArray(p2pOrders.state, [P2pOrderState.complete, P2pOrderState.cancelled]),
        ),
      );
    return { ended: row?.ended ?? 0, completed: row?.completed ?? 0 };
  },
};
