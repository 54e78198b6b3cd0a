import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notBlockedEitherWay } from '../users/users.repository.ts';
import { blindBoxOpeners, blindBoxProfiles, blindBoxPurchases } from './blind-box.tables.ts';

export type BlindBoxProfileRow = typeof blindBoxProfiles.$inferSelect;
export type BlindBoxPurchaseRow = typeof blindBoxPurchases.$inferSelect;
export type BlindBoxOpenerRow = typeof blindBoxOpeners.$inferSelect;

export const blindBoxRepository = {
  async hasBought(db: Db, buyerId: number, profileUserId: number) {
    const [row] = await db
      .select({ id: blindBoxPurchases.id })
      .from(blindBoxPurchases)
      .where(and(eq(blindBoxPurchases.buyerId, buyerId), eq(blindBoxPurchases.profileUserId, profileUserId)))
      .limit(1);
    return row !== undefined;
  },

  async profile(db: Db, userId: number) {
    const [row] = await db.select().from(blindBoxProfiles).where(eq(blindBoxProfiles.userId, userId));
    return row;
  },

  async saveProfile(db: Db, row: typeof blindBoxProfiles.$inferInsert) {
    const { userId: _userId, createdAt: _createdAt, ...changes } = row;
    const [saved] = await db
      .insert(blindBoxProfiles)
      .values(row)
      .onConflictDoUpdate({ target: blindBoxProfiles.userId, set: changes })
      .returning();
    return saved!;
  },

  async opener(db: Db, userId: number) {
    const [row] = await db.select().from(blindBoxOpeners).where(eq(blindBoxOpeners.userId, userId));
    return row;
  },

  /** The opener's row under lock, made on first use: every opening of one user runs after the previous one. */
  async lockOpener(tx: Db, userId: number, day: string) {
    await tx.insert(blindBoxOpeners).values({ userId, day }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(blindBoxOpeners)
      .where(eq(blindBoxOpeners.userId, userId))
      .for('update');
    return row!;
  },

  async countOpening(tx: Db, userId: number, day: string, openedToday: number, bonusUsed: number) {
    await tx
      .update(blindBoxOpeners)
      .set({ day, openedToday, bonusUsed })
      .where(eq(blindBoxOpeners.userId, userId));
  },

  /**
   * A random card for `buyerId`: never his own, never someone either of them blocked; cards he has bought fewer
   * times come first, so nothing repeats until every card has been drawn.
   */
  async draw(tx: Db, buyerId: number) {
    const bought = sql`(select count(*) from ${blindBoxPurchases}
      where ${blindBoxPurchases.buyerId} = ${buyerId} and ${blindBoxPurchases.profileUserId} = ${blindBoxProfiles.userId})`;
    const [row] = await tx
      .select({ userId: blindBoxProfiles.userId })
      .from(blindBoxProfiles)
      .where(
        and(
          sql`${blindBoxProfiles.userId} <> ${buyerId}`,
          notBlockedEitherWay(buyerId, blindBoxProfiles.userId),
        ),
      )
      .orderBy(bought, sql`random()`)
      .limit(1);
    return row?.userId;
  },

  async insertPurchase(tx: Db, row: typeof blindBoxPurchases.$inferInsert) {
    const [inserted] = await tx.insert(blindBoxPurchases).values(row).returning();
    return inserted!;
  },

  async purchaseByKey(db: Db, buyerId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(blindBoxPurchases)
      .where(and(eq(blindBoxPurchases.buyerId, buyerId), eq(blindBoxPurchases.idemKey, idemKey)));
    return row;
  },

  async purchase(db: Db, id: number) {
    const [row] = await db.select().from(blindBoxPurchases).where(eq(blindBoxPurchases.id, id));
    return row;
  },

  /** The buyer's purchases, newest first, each with the card as it reads now. */
  async bought(db: Db, buyerId: number, page: { pageNum: number; pageSize: number }) {
    const rows = await db
      .select({ purchase: blindBoxPurchases, profile: blindBoxProfiles })
      .from(blindBoxPurchases)
      .innerJoin(blindBoxProfiles, eq(blindBoxProfiles.userId, blindBoxPurchases.profileUserId))
      .where(eq(blindBoxPurchases.buyerId, buyerId))
      .orderBy(desc(blindBoxPurchases.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize);
    const [total] = await db
      .select({ n: count() })
      .from(blindBoxPurchases)
      .innerJoin(blindBoxProfiles, eq(blindBoxProfiles.userId, blindBoxPurchases.profileUserId))
      .where(eq(blindBoxPurchases.buyerId, buyerId));
    return { rows, total: total?.n ?? 0 };
  },
};
