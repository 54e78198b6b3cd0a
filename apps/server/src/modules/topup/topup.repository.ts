import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { TopUpStatus, type TopUpStatusValue } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { topUpBankAccounts, topUpRequests } from './topup.tables.ts';
import { orderOf } from '../../db/sorting.ts';

export type TopUpRow = typeof topUpRequests.$inferSelect;
export type TopUpBankAccountRow = typeof topUpBankAccounts.$inferSelect;
export type NewTopUp = Pick<
  typeof topUpRequests.$inferInsert,
  'userId' | 'bankCode' | 'amount' | 'idempotencyKey' | 'requestHash' | 'createdAt' | 'updatedAt'
>;

export const topUpRepository = {
  async bankAccount(db: Db, bankCode: string) {
    const [row] = await db
      .select()
      .from(topUpBankAccounts)
      .where(and(eq(topUpBankAccounts.bankCode, bankCode), eq(topUpBankAccounts.active, true)))
      .limit(1);
    return row;
  },

  async bankAccounts(db: Db, bankCodes: string[]) {
    if (!bankCodes.length) return [];
    return db.select().from(topUpBankAccounts).where(sql`${topUpBankAccounts.bankCode} in ${bankCodes}`);
  },

  /** Every bank's receiving account, active or not, in a stable order for the staff page. */
  async allBankAccounts(db: Db) {
    return db.select().from(topUpBankAccounts).orderBy(topUpBankAccounts.bankCode);
  },

  /**
   * Writes one bank's requisites over the old ones; a bank whose row is missing gets one (active), so staff never need
   * SQL to bring a bank of TOPUP_BANKS back.
   */
  async saveBankAccount(db: Db, values: Omit<TopUpBankAccountRow, 'active'>) {
    const { bankCode, ...requisites } = values;
    const [row] = await db
      .insert(topUpBankAccounts)
      .values(values)
      .onConflictDoUpdate({ target: topUpBankAccounts.bankCode, set: requisites })
      .returning();
    return row!;
  },

  /** Inserts unless this user already used the key; answers the new row, or undefined when the key was taken. */
  async insert(db: Db, values: NewTopUp) {
    const [row] = await db.insert(topUpRequests).values(values).onConflictDoNothing().returning();
    return row;
  },

  async byKey(db: Db, userId: number, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(topUpRequests)
      .where(and(eq(topUpRequests.userId, userId), eq(topUpRequests.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row;
  },

  async byId(db: Db, id: number) {
    const [row] = await db.select().from(topUpRequests).where(eq(topUpRequests.id, id)).limit(1);
    return row;
  },

  /** The row locked for one state change at a time. */
  async lock(db: Db, id: number) {
    const [row] = await db
      .select()
      .from(topUpRequests)
      .where(eq(topUpRequests.id, id))
      .for('update')
      .limit(1);
    return row;
  },

  async setFlow(db: Db, id: number, flowId: number) {
    await db.update(topUpRequests).set({ flowId }).where(eq(topUpRequests.id, id));
  },

  /** Moves the row on only from one of the given states; answers the changed row, or undefined. */
  async transition(
    db: Db,
    id: number,
    from: TopUpStatusValue[],
    change: Partial<Pick<TopUpRow, 'status' | 'proofUrl' | 'rejectReason' | 'reviewedBy' | 'reviewedAt'>> & {
      updatedAt: Date;
    },
  ) {
    const [row] = await db
      .update(topUpRequests)
      .set(change)
      .where(and(eq(topUpRequests.id, id), sql`${topUpRequests.status} in ${from}`))
      .returning();
    return row;
  },

  /** A user's top-ups (or, without userId, everyone's: the staff queue), newest first. */
  async page(
    db: Db,
    filter: { userId?: number; status?: number },
    offset: number,
    limit: number,
    sort: { sort?: 'id' | 'status' | 'createTime'; order?: 'asc' | 'desc' } = {},
  ) {
    const conditions: SQL[] = [];
    if (filter.userId !== undefined) conditions.push(eq(topUpRequests.userId, filter.userId));
    if (filter.status !== undefined) conditions.push(eq(topUpRequests.status, filter.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const rows = await db
      .select()
      .from(topUpRequests)
      .where(where)
      .orderBy(
        ...orderOf(
          { id: topUpRequests.id, status: topUpRequests.status, createTime: topUpRequests.createdAt },
          sort,
          topUpRequests.id,
        ),
      )
      .offset(offset)
      .limit(limit);
    const [counted] = await db.select({ total: count() }).from(topUpRequests).where(where);
    return { rows, total: counted?.total ?? 0 };
  },
};

export const OPEN_TOPUP_STATES: TopUpStatusValue[] = [
  TopUpStatus.awaitingProof,
  TopUpStatus.awaitingConfirmation,
];
