import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { datingPurchases } from './dating.tables.ts';

export type PurchaseRow = typeof datingPurchases.$inferSelect;
export type NewPurchase = typeof datingPurchases.$inferInsert;

export const purchasesRepository = {
  /** The row, or undefined when this buyer already has one for the profile and kind, or used the key. */
  async insertOnce(tx: Db, row: NewPurchase) {
    const [inserted] = await tx.insert(datingPurchases).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async byKey(db: Db, buyerId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(datingPurchases)
      .where(and(eq(datingPurchases.buyerId, buyerId), eq(datingPurchases.idemKey, idemKey)))
      .limit(1);
    return row;
  },

  async find(db: Db, buyerId: number, profileId: number, kind: number) {
    const [row] = await db
      .select()
      .from(datingPurchases)
      .where(
        and(
          eq(datingPurchases.buyerId, buyerId),
          eq(datingPurchases.profileId, profileId),
          eq(datingPurchases.kind, kind),
        ),
      )
      .limit(1);
    return row;
  },

  async setFlows(tx: Db, id: number, buyerFlowId: number, ownerFlowId: number) {
    await tx.update(datingPurchases).set({ buyerFlowId, ownerFlowId }).where(eq(datingPurchases.id, id));
  },
};
