import { ExchangeOrderState } from '@volna/contracts';
import { and, asc, count, desc, eq, gte, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { historyRows, lockedRows } from '../../db/order-rows.ts';
import {
  exchangeAddresses,
  exchangeAds,
  exchangeOrderEvents,
  exchangeOrders,
  otcExchangeOrders,
} from './exchange.tables.ts';

export type ExchangeAdRow = typeof exchangeAds.$inferSelect;
export type NewExchangeAd = typeof exchangeAds.$inferInsert;
export type ExchangeOrderRow = typeof exchangeOrders.$inferSelect;
export type NewExchangeOrder = typeof exchangeOrders.$inferInsert;
export type ExchangeOrderEventRow = typeof exchangeOrderEvents.$inferSelect;
export type ExchangeAddressRow = typeof exchangeAddresses.$inferSelect;
export type OtcOrderRow = typeof otcExchangeOrders.$inferSelect;
export type NewOtcOrder = typeof otcExchangeOrders.$inferInsert;

type Page = { limit: number; offset: number };

/** The one place exchange SQL lives. Every method takes the transaction it runs in. */
const orderRows = lockedRows(exchangeOrders);
const orderHistory = historyRows(exchangeOrderEvents, exchangeOrderEvents.orderId);

export const exchangeRepository = {
  async insertAddress(db: Db, row: typeof exchangeAddresses.$inferInsert) {
    const [inserted] = await db.insert(exchangeAddresses).values(row).returning();
    return inserted!;
  },

  async findAddress(db: Db, id: number) {
    const [row] = await db.select().from(exchangeAddresses).where(eq(exchangeAddresses.id, id)).limit(1);
    return row;
  },

  async findAddressOf(db: Db, userId: number, bankName: string, accountNumber: string) {
    const [row] = await db
      .select()
      .from(exchangeAddresses)
      .where(
        and(
          eq(exchangeAddresses.userId, userId),
          eq(exchangeAddresses.bankName, bankName),
          eq(exchangeAddresses.accountNumber, accountNumber),
        ),
      )
      .limit(1);
    return row;
  },

  /** The new ad, or undefined when this seller already published one under this key (waits on the unique index). */
  async insertAdOnce(db: Db, row: NewExchangeAd) {
    const [inserted] = await db.insert(exchangeAds).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findAdByKey(db: Db, sellerId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(exchangeAds)
      .where(and(eq(exchangeAds.sellerId, sellerId), eq(exchangeAds.idemKey, idemKey)))
      .limit(1);
    return row;
  },

  async findAd(db: Db, id: number) {
    const [row] = await db.select().from(exchangeAds).where(eq(exchangeAds.id, id)).limit(1);
    return row;
  },

  /** The ad locked: its moves (take, edit, shelve, cancel, a deal's end) run one at a time. */
  async lockAd(db: Db, id: number) {
    const [row] = await db.select().from(exchangeAds).where(eq(exchangeAds.id, id)).for('update').limit(1);
    return row;
  },

  async updateAd(db: Db, id: number, patch: Partial<NewExchangeAd>) {
    const [row] = await db.update(exchangeAds).set(patch).where(eq(exchangeAds.id, id)).returning();
    return row!;
  },

  /**
   * The market (status on shelf) or one seller's ads, newest or by rate; the market reads the partial indexes
   * exchange_ads_market_{rate,new}_idx in order, so a page costs its rows, not the whole market.
   */
  async adPage(
    db: Db,
    filter: {
      sellerId?: number;
      type?: number;
      payCurrencyId?: number;
      receiveCurrencyId?: number;
      sort: 'newest' | 'rateAsc' | 'rateDesc';
    },
    page: Page,
  ) {
    const parts: (SQL | undefined)[] = [
      filter.sellerId === undefined ? eq(exchangeAds.status, 1) : eq(exchangeAds.sellerId, filter.sellerId),
    ];
    if (filter.type !== undefined) parts.push(eq(exchangeAds.type, filter.type));
    if (filter.payCurrencyId !== undefined) parts.push(eq(exchangeAds.payCurrencyId, filter.payCurrencyId));
    if (filter.receiveCurrencyId !== undefined)
      parts.push(eq(exchangeAds.receiveCurrencyId, filter.receiveCurrencyId));
    const where = and(...parts);
    const order =
      filter.sort === 'rateAsc'
        ? [asc(exchangeAds.rate), asc(exchangeAds.id)]
        : filter.sort === 'rateDesc'
          ? [desc(exchangeAds.rate), desc(exchangeAds.id)]
          : [desc(exchangeAds.id)];
    const rows = await db
      .select()
      .from(exchangeAds)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(exchangeAds).where(where);
    return { rows, total };
  },

  /** Whether the two are the parties of an ad's order still open, or one that moved since `since` (both ways). */
  async tradedWith(db: Db, a: number, b: number, since: Date) {
    const [row] = await db
      .select({ id: exchangeOrders.id })
      .from(exchangeOrders)
      .where(
        and(
          or(
            and(eq(exchangeOrders.sellerId, a), eq(exchangeOrders.buyerId, b)),
            and(eq(exchangeOrders.sellerId, b), eq(exchangeOrders.buyerId, a)),
          ),
          or(
            lte(exchangeOrders.state, ExchangeOrderState.sellerConfirmed),
            gte(exchangeOrders.updatedAt, since),
          ),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async findOrderByKey(db: Db, buyerId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(exchangeOrders)
      .where(and(eq(exchangeOrders.buyerId, buyerId), eq(exchangeOrders.idemKey, idemKey)))
      .limit(1);
    return row;
  },

  async insertOrder(db: Db, row: NewExchangeOrder) {
    const [inserted] = await db.insert(exchangeOrders).values(row).returning();
    return inserted!;
  },

  async findOrder(db: Db, id: number) {
    const [row] = await db.select().from(exchangeOrders).where(eq(exchangeOrders.id, id)).limit(1);
    return row;
  },

  lockOrder: orderRows.lock,
  updateOrder: orderRows.update,
  addEvent: orderHistory.addEvent,
  eventsOf: orderHistory.events,

  /** A user's orders (as buyer, seller or either), or one ad's, or staff's queue; newest first. */
  async orderPage(
    db: Db,
    filter: {
      userId?: number;
      role?: 'all' | 'buyer' | 'seller';
      adId?: number;
      state?: number;
      disputed?: boolean;
      sort?: 'id' | 'updateTime';
      order?: 'asc' | 'desc';
    },
    page: Page,
  ) {
    const parts: (SQL | undefined)[] = [];
    if (filter.userId !== undefined) {
      const asBuyer = eq(exchangeOrders.buyerId, filter.userId);
      const asSeller = eq(exchangeOrders.sellerId, filter.userId);
      parts.push(
        filter.role === 'buyer' ? asBuyer : filter.role === 'seller' ? asSeller : or(asBuyer, asSeller),
      );
    }
    if (filter.adId !== undefined) parts.push(eq(exchangeOrders.adId, filter.adId));
    if (filter.state !== undefined) parts.push(eq(exchangeOrders.state, filter.state));
    if (filter.disputed)
      parts.push(isNotNull(exchangeOrders.disputeKind), sql`${exchangeOrders.state} between 1 and 3`);
    const where = parts.length ? and(...parts) : undefined;
    const column = filter.sort === 'updateTime' ? exchangeOrders.updatedAt : exchangeOrders.id;
    const direction = filter.order === 'asc' ? asc : desc;
    const rows = await db
      .select()
      .from(exchangeOrders)
      .where(where)
      .orderBy(direction(column), direction(exchangeOrders.id))
      .limit(page.limit)
      .offset(page.offset);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(exchangeOrders).where(where);
    return { rows, total };
  },

  async insertOtcOnce(db: Db, row: NewOtcOrder) {
    const [inserted] = await db.insert(otcExchangeOrders).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findOtcByKey(db: Db, userId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(otcExchangeOrders)
      .where(and(eq(otcExchangeOrders.userId, userId), eq(otcExchangeOrders.idemKey, idemKey)))
      .limit(1);
    return row;
  },

  async findOtc(db: Db, id: number) {
    const [row] = await db.select().from(otcExchangeOrders).where(eq(otcExchangeOrders.id, id)).limit(1);
    return row;
  },

  async lockOtc(db: Db, id: number) {
    const [row] = await db
      .select()
      .from(otcExchangeOrders)
      .where(eq(otcExchangeOrders.id, id))
      .for('update')
      .limit(1);
    return row;
  },

  async updateOtc(db: Db, id: number, patch: Partial<NewOtcOrder>) {
    const [row] = await db
      .update(otcExchangeOrders)
      .set(patch)
      .where(eq(otcExchangeOrders.id, id))
      .returning();
    return row!;
  },

  async otcPage(db: Db, filter: { userId?: number; state?: number }, page: Page) {
    const parts: (SQL | undefined)[] = [];
    if (filter.userId !== undefined) parts.push(eq(otcExchangeOrders.userId, filter.userId));
    if (filter.state !== undefined) parts.push(eq(otcExchangeOrders.state, filter.state));
    const where = parts.length ? and(...parts) : undefined;
    const rows = await db
      .select()
      .from(otcExchangeOrders)
      .where(where)
      .orderBy(desc(otcExchangeOrders.id))
      .limit(page.limit)
      .offset(page.offset);
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(otcExchangeOrders)
      .where(where);
    return { rows, total };
  },

  /** receive = trunc(pay × rate, 4) and fee = round(pay × feeRate, 4), in SQL (never a JS float). */
  async quote(db: Db, payAmount: string, rate: string, feeRate: string) {
    const [row] = await queryRows<{ receive: string; fee: string }>(
      db,
      sql`select trunc(${payAmount}::numeric * ${rate}::numeric, 4)::text as receive,
                 round(${payAmount}::numeric * ${feeRate}::numeric, 4)::text as fee`,
    );
    return row!;
  },

  /** total = amount + fee and whether `available` covers it, in SQL. */
  async compare(db: Db, amount: string, fee: string, available: string) {
    const [row] = await queryRows<{ total: string; sufficient: boolean }>(
      db,
      sql`select (${amount}::numeric + ${fee}::numeric)::numeric(20,4)::text as total,
                 ${available}::numeric >= ${amount}::numeric + ${fee}::numeric as sufficient`,
    );
    return row!;
  },
};
