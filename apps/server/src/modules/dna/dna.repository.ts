import type { DnaStaffListQuery } from '@volna/contracts';
import { DnaOrderState } from '@volna/contracts';
import { and, asc, count, desc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderOf } from '../../db/sorting.ts';
import { users } from '../users/users.tables.ts';
import { dnaCandidates, dnaOrders } from './dna.tables.ts';

export type DnaOrderRow = typeof dnaOrders.$inferSelect;
export type DnaCandidateRow = typeof dnaCandidates.$inferSelect;

export const dnaRepository = {
  /** The order, unless the user already made one under this Idempotency-Key (then undefined). */
  async insertOnce(tx: Db, row: typeof dnaOrders.$inferInsert) {
    const [inserted] = await tx.insert(dnaOrders).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findByKey(db: Db, userId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(dnaOrders)
      .where(and(eq(dnaOrders.userId, userId), eq(dnaOrders.idemKey, idemKey)));
    return row;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select().from(dnaOrders).where(eq(dnaOrders.id, id));
    return row;
  },

  /** The order's row lock: every transition of one order runs after the previous one. */
  async lock(tx: Db, id: number) {
    const [row] = await tx.select().from(dnaOrders).where(eq(dnaOrders.id, id)).for('update');
    return row;
  },

  async update(tx: Db, id: number, changes: Partial<typeof dnaOrders.$inferInsert>) {
    const [row] = await tx.update(dnaOrders).set(changes).where(eq(dnaOrders.id, id)).returning();
    return row!;
  },

  async listOf(db: Db, userId: number) {
    return db.select().from(dnaOrders).where(eq(dnaOrders.userId, userId)).orderBy(desc(dnaOrders.id));
  },

  /** Staff: every order (or those in one state), newest first, with the orderer's account name. */
  async staffList(db: Db, query: DnaStaffListQuery) {
    const where = query.state ? eq(dnaOrders.state, query.state) : undefined;
    const rows = await db
      .select({ order: dnaOrders, requesterName: users.userName })
      .from(dnaOrders)
      .leftJoin(users, eq(users.id, dnaOrders.userId))
      .where(where)
      .orderBy(
        ...orderOf(
          {
            id: dnaOrders.id,
            price: dnaOrders.price,
            state: dnaOrders.state,
            createTime: dnaOrders.createdAt,
          },
          query,
          dnaOrders.id,
        ),
      )
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(dnaOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The candidates of an order with the order each is shown from, in the order staff added them. */
  async candidates(db: Db, orderId: number) {
    return db
      .select({ candidate: dnaCandidates, order: dnaOrders })
      .from(dnaCandidates)
      .innerJoin(dnaOrders, eq(dnaOrders.id, dnaCandidates.candidateOrderId))
      .where(eq(dnaCandidates.orderId, orderId))
      .orderBy(asc(dnaCandidates.createdAt), asc(dnaCandidates.candidateUserId));
  },

  /**
   * The latest order of each user other than `exceptUserId` who agreed to be a candidate and has not cancelled it:
   * whom staff may add (`onlyUserId` narrows it to one user).
   */
  async agreedOrders(db: Db, exceptUserIds: number[], onlyUserId?: number, limit = 100) {
    const rows = await db
      .selectDistinctOn([dnaOrders.userId])
      .from(dnaOrders)
      .where(
        and(
          eq(dnaOrders.agreeToBeCandidate, true),
          ne(dnaOrders.state, DnaOrderState.cancelled),
          exceptUserIds.length ? notInArray(dnaOrders.userId, exceptUserIds) : undefined,
          onlyUserId === undefined ? undefined : eq(dnaOrders.userId, onlyUserId),
        ),
      )
      .orderBy(dnaOrders.userId, desc(dnaOrders.id))
      .limit(limit);
    return rows;
  },

  async addCandidate(tx: Db, row: typeof dnaCandidates.$inferInsert) {
    const [added] = await tx.insert(dnaCandidates).values(row).onConflictDoNothing().returning();
    return added;
  },

  /** Whether the two are orderer and candidate of one order (either way round): their private chat is the point. */
  async arePaired(db: Db, a: number, b: number) {
    const [row] = await db
      .select({ id: dnaCandidates.orderId })
      .from(dnaCandidates)
      .innerJoin(dnaOrders, eq(dnaOrders.id, dnaCandidates.orderId))
      .where(
        or(
          and(eq(dnaOrders.userId, a), eq(dnaCandidates.candidateUserId, b)),
          and(eq(dnaOrders.userId, b), eq(dnaCandidates.candidateUserId, a)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async countCandidates(tx: Db, orderId: number) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dnaCandidates)
      .where(eq(dnaCandidates.orderId, orderId));
    return row?.n ?? 0;
  },
};
