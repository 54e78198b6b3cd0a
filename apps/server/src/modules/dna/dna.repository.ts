import { DnaOrderState } from '@volna/contracts';
import { and, asc, desc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paidRequestRepository } from '../paid-requests/paid-request.repository.ts';
import { dnaCandidates, dnaOrders } from './dna.tables.ts';

export type DnaOrderRow = typeof dnaOrders.$inferSelect;
export type DnaCandidateRow = typeof dnaCandidates.$inferSelect;

const requests = paidRequestRepository(dnaOrders);

export const dnaRepository = {
  ...requests,

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
  arePaired: (db: Db, a: number, b: number) =>
    requests.candidateExists(
      db,
      dnaCandidates,
      dnaCandidates.orderId,
      or(
        and(eq(dnaOrders.userId, a), eq(dnaCandidates.candidateUserId, b)),
        and(eq(dnaOrders.userId, b), eq(dnaCandidates.candidateUserId, a)),
      )!,
    ),

  async countCandidates(tx: Db, orderId: number) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dnaCandidates)
      .where(eq(dnaCandidates.orderId, orderId));
    return row?.n ?? 0;
  },
};
