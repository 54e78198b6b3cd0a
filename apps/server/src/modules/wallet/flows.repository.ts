import {
  FLOW_STATUS_ALL,
  FlowDirection,
  type FlowListQuery,
  FlowStatus,
  type MonthlySummaryRow,
} from '@volna/contracts';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { isContactOf } from '../friends/friends.repository.ts';
import { users } from '../users/users.tables.ts';
import { currencies, flows } from './wallet.tables.ts';

export type FlowRow = typeof flows.$inferSelect & { currencyCode: string };
export type NewFlow = typeof flows.$inferInsert;

const columns = {
  id: flows.id,
  userId: flows.userId,
  type: flows.type,
  direction: flows.direction,
  status: flows.status,
  stateCode: flows.stateCode,
  currencyId: flows.currencyId,
  amount: flows.amount,
  fee: flows.fee,
  counterpartyId: flows.counterpartyId,
  remark: flows.remark,
  relatedType: flows.relatedType,
  relatedId: flows.relatedId,
  txId: flows.txId,
  createdAt: flows.createdAt,
  updatedAt: flows.updatedAt,
  currencyCode: currencies.code,
};

function listFilter(userId: number, q: Omit<FlowListQuery, 'pageNum' | 'pageSize'>): SQL {
  const parts: SQL[] = [eq(flows.userId, userId)];
  if (q.type !== undefined) parts.push(eq(flows.type, q.type));
  if (q.status !== FLOW_STATUS_ALL) parts.push(eq(flows.status, q.status));
  if (q.currencyId !== undefined) parts.push(eq(flows.currencyId, q.currencyId));
  if (q.startTime !== undefined) parts.push(gte(flows.createdAt, new Date(q.startTime)));
  if (q.endTime !== undefined) parts.push(lt(flows.createdAt, new Date(q.endTime)));
  return and(...parts)!;
}

export const flowsRepository = {
  async insert(db: Db, row: NewFlow) {
    const [created] = await db.insert(flows).values(row).returning({ id: flows.id });
    return created!.id;
  },

  /** Updates the flows of one feature row (both sides of a transfer, say); answers how many changed. */
  async updateStatus(
    db: Db,
    where: { id: number } | { relatedType: string; relatedId: number; userId?: number },
    patch: { status: number; stateCode?: number | null; updatedAt: Date },
  ) {
    const condition =
      'id' in where
        ? eq(flows.id, where.id)
        : and(
            eq(flows.relatedType, where.relatedType),
            eq(flows.relatedId, where.relatedId),
            where.userId === undefined ? undefined : eq(flows.userId, where.userId),
          );
    const rows = await db.update(flows).set(patch).where(condition).returning({ id: flows.id });
    return rows.length;
  },

  /**
   * The flow list in one statement (issue 19): a page of the user's flows, newest first, each with its counterparty's
   * user row (read-only, for the users module's presenter: the name shown beside the flow) and whether the user is
   * among the counterparty's contacts, and the total of the filter.
   */
  async pageWithCounterparties(db: Db, userId: number, q: FlowListQuery) {
    const where = listFilter(userId, q);
    const offset = (q.pageNum - 1) * q.pageSize;
    const rows = await db
      .select({
        flow: columns,
        counterparty: users,
        isContact: isContactOf(userId, flows.counterpartyId),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(flows)
      .innerJoin(currencies, eq(currencies.id, flows.currencyId))
      .leftJoin(users, eq(users.id, flows.counterpartyId))
      .where(where)
      .orderBy(desc(flows.id))
      .limit(q.pageSize)
      .offset(offset);
    if (rows.length || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    // Past the last page: no row carries the total, so it is counted on its own.
    const [total] = await db.select({ n: count() }).from(flows).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async findOwn(db: Db, userId: number, id: number) {
    const [row] = await db
      .select(columns)
      .from(flows)
      .innerJoin(currencies, eq(currencies.id, flows.currencyId))
      .where(and(eq(flows.id, id), eq(flows.userId, userId)));
    return row as FlowRow | undefined;
  },

  /** Completed money in and out per Moscow month and currency, the last `months` months including this one. */
  monthlySummary: (db: Db, userId: number, months: number, now: Date) =>
    queryRows<MonthlySummaryRow>(
      db,
      sql`select to_char(f.created_at at time zone 'Europe/Moscow', 'YYYY-MM') as month,
            f.currency_id as "currencyId", c.code as "currencyCode",
            coalesce(sum(f.amount) filter (where f.direction = ${FlowDirection.in}), 0)::numeric(20,4)::text as "totalIn",
            coalesce(sum(f.amount + f.fee) filter (where f.direction = ${FlowDirection.out}), 0)::numeric(20,4)::text as "totalOut"
          from flows f join currencies c on c.id = f.currency_id
          where f.user_id = ${userId} and f.status = ${FlowStatus.completed}
            and f.created_at >= (date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/Moscow')
                                 - make_interval(months => ${months - 1})) at time zone 'Europe/Moscow'
          group by 1, 2, 3 order by 1, 2`,
    ),
};
