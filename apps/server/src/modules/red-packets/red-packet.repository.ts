import { RedPacketStatus } from '@volna/contracts';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { redPacketShares, redPackets } from './red-packet.tables.ts';

export type RedPacketRow = typeof redPackets.$inferSelect;
export type NewRedPacket = typeof redPackets.$inferInsert;
export type RedPacketShareRow = typeof redPacketShares.$inferSelect;

export const redPacketRepository = {
  /** The packet, unless the sender already made one under this Idempotency-Key (then undefined). */
  async insertOnce(tx: Db, row: NewRedPacket) {
    const [inserted] = await tx.insert(redPackets).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findByKey(db: Db, senderUserId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(redPackets)
      .where(and(eq(redPackets.senderUserId, senderUserId), eq(redPackets.idemKey, idemKey)));
    return row;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select().from(redPackets).where(eq(redPackets.id, id));
    return row;
  },

  /** The packet's row lock: claims and the expiry of one packet run one after another. */
  async lock(tx: Db, id: number) {
    const [row] = await tx.select().from(redPackets).where(eq(redPackets.id, id)).for('update');
    return row;
  },

  async setHoldAndCard(tx: Db, id: number, holdId: number, chatSentTime: number) {
    await tx.update(redPackets).set({ holdId, chatSentTime }).where(eq(redPackets.id, id));
  },

  async insertShares(tx: Db, redPacketId: number, amounts: string[]) {
    await tx.insert(redPacketShares).values(amounts.map((amount, seq) => ({ redPacketId, seq, amount })));
  },

  async shareOf(db: Db, redPacketId: number, userId: number) {
    const [row] = await db
      .select()
      .from(redPacketShares)
      .where(and(eq(redPacketShares.redPacketId, redPacketId), eq(redPacketShares.claimerUserId, userId)));
    return row;
  },

  /** The lowest share nobody has claimed yet. */
  async nextShare(tx: Db, redPacketId: number) {
    const [row] = await tx
      .select()
      .from(redPacketShares)
      .where(and(eq(redPacketShares.redPacketId, redPacketId), isNull(redPacketShares.claimerUserId)))
      .orderBy(asc(redPacketShares.seq))
      .limit(1);
    return row;
  },

  async takeShare(tx: Db, redPacketId: number, seq: number, userId: number, at: Date) {
    await tx
      .update(redPacketShares)
      .set({ claimerUserId: userId, claimedAt: at })
      .where(and(eq(redPacketShares.redPacketId, redPacketId), eq(redPacketShares.seq, seq)));
  },

  /** One more share claimed; the last one finishes the packet. */
  async countClaim(tx: Db, id: number, amount: string, at: Date) {
    const [row] = await tx
      .update(redPackets)
      .set({
        claimedCount: sql`${redPackets.claimedCount} + 1`,
        claimedAmount: sql`${redPackets.claimedAmount} + ${amount}::numeric`,
        status: sql`case when ${redPackets.claimedCount} + 1 = ${redPackets.count} then ${RedPacketStatus.finished} else ${redPackets.status} end`,
        endedAt: sql`case when ${redPackets.claimedCount} + 1 = ${redPackets.count} then ${at.toISOString()}::timestamptz else null end`,
      })
      .where(eq(redPackets.id, id))
      .returning();
    return row!;
  },

  async markExpired(tx: Db, id: number, refundedAmount: string, at: Date) {
    const [row] = await tx
      .update(redPackets)
      .set({ status: RedPacketStatus.expired, refundedAmount, endedAt: at })
      .where(eq(redPackets.id, id))
      .returning();
    return row!;
  },

  /** Claimed shares, first claim first. */
  async claims(db: Db, redPacketId: number) {
    return db
      .select()
      .from(redPacketShares)
      .where(and(eq(redPacketShares.redPacketId, redPacketId), isNotNull(redPacketShares.claimerUserId)))
      .orderBy(asc(redPacketShares.claimedAt), asc(redPacketShares.seq));
  },
};
