import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { anonBlocks, anonChats, anonMessages, anonProfiles, anonQueue } from './anonymous.tables.ts';

export type AnonChatRow = typeof anonChats.$inferSelect;
export type AnonMessageRow = typeof anonMessages.$inferSelect;

const mine = (userId: number) => or(eq(anonChats.userA, userId), eq(anonChats.userB, userId));

export const anonymousRepository = {
  /** Blocks the pairing once; a second block or report of the same stranger changes nothing. */
  async addBlock(tx: Db, blockerId: number, blockedId: number, at: Date) {
    await tx.insert(anonBlocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
  },

  /** Of these users, those `userId` blocked as a stranger or who blocked him as one. */
  async blockedEitherWay(db: Db, userId: number, others: number[]) {
    if (!others.length) return new Set<number>();
    const rows = await db
      .select({ blockerId: anonBlocks.blockerId, blockedId: anonBlocks.blockedId })
      .from(anonBlocks)
      .where(
        or(
          and(eq(anonBlocks.blockerId, userId), inArray(anonBlocks.blockedId, others)),
          and(eq(anonBlocks.blockedId, userId), inArray(anonBlocks.blockerId, others)),
        ),
      );
    return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
  },

  /** The blocker's own blocks, newest first: ids and dates only. */
  async blocksBy(db: Db, blockerId: number) {
    return db
      .select({ id: anonBlocks.id, createdAt: anonBlocks.createdAt })
      .from(anonBlocks)
      .where(eq(anonBlocks.blockerId, blockerId))
      .orderBy(desc(anonBlocks.id));
  },

  /** Removes one of the blocker's own blocks; answers whether there was one. */
  async removeBlock(db: Db, blockerId: number, id: number) {
    const removed = await db
      .delete(anonBlocks)
      .where(and(eq(anonBlocks.id, id), eq(anonBlocks.blockerId, blockerId)))
      .returning({ id: anonBlocks.id });
    return removed.length > 0;
  },

  async profile(db: Db, userId: number) {
    const [row] = await db.select().from(anonProfiles).where(eq(anonProfiles.userId, userId));
    return row;
  },

  async saveProfile(db: Db, row: typeof anonProfiles.$inferInsert) {
    const [saved] = await db
      .insert(anonProfiles)
      .values(row)
      .onConflictDoUpdate({
        target: anonProfiles.userId,
        set: { nickName: row.nickName, brief: row.brief, updatedAt: row.updatedAt },
      })
      .returning();
    return saved!;
  },

  async queued(db: Db, userId: number) {
    const [row] = await db.select().from(anonQueue).where(eq(anonQueue.userId, userId));
    return row;
  },

  /** Queues the user (again: his place and last partner are refreshed). */
  async enqueue(db: Db, userId: number, lastPartnerId: number | null, at: Date) {
    await db
      .insert(anonQueue)
      .values({ userId, lastPartnerId, enqueuedAt: at })
      .onConflictDoUpdate({ target: anonQueue.userId, set: { lastPartnerId, enqueuedAt: at } });
  },

  async dequeue(db: Db, userIds: number[]) {
    await db.delete(anonQueue).where(inArray(anonQueue.userId, userIds));
  },

  /** The oldest waiting users besides `userId`, unlocked: the caller filters them (blocks) before locking one. */
  async waiting(db: Db, userId: number, limit: number) {
    return db
      .select()
      .from(anonQueue)
      .where(ne(anonQueue.userId, userId))
      .orderBy(asc(anonQueue.enqueuedAt), asc(anonQueue.userId))
      .limit(limit);
  },

  /** Locks the user's own queue row; undefined when someone else has already matched him (or he left). */
  async lockOwn(tx: Db, userId: number) {
    const rows = await queryRows<{ user_id: number }>(
      tx,
      sql`select user_id from anon_queue where user_id = ${userId} for update`,
    );
    return rows[0];
  },

  /** The oldest of `candidates` still waiting and not being matched by another instance right now. */
  async takeOne(tx: Db, candidates: number[]) {
    if (!candidates.length) return undefined;
    const rows = await queryRows<{ user_id: number }>(
      tx,
      sql`
      select user_id from anon_queue where user_id in (${sql.join(
        candidates.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by enqueued_at, user_id limit 1 for update skip locked`,
    );
    return rows[0]?.user_id;
  },

  async createChat(tx: Db, userA: number, userB: number, at: Date) {
    const [chat] = await tx.insert(anonChats).values({ userA, userB, createdAt: at }).returning();
    return chat!;
  },

  /** The user's newest chat. */
  async latestChat(db: Db, userId: number) {
    const [row] = await db.select().from(anonChats).where(mine(userId)).orderBy(desc(anonChats.id)).limit(1);
    return row;
  },

  async chatOf(db: Db, chatId: number, userId: number) {
    const [row] = await db
      .select()
      .from(anonChats)
      .where(and(eq(anonChats.id, chatId), mine(userId)));
    return row;
  },

  async lockChat(tx: Db, chatId: number, userId: number) {
    const [row] = await tx
      .select()
      .from(anonChats)
      .where(and(eq(anonChats.id, chatId), mine(userId)))
      .for('update');
    return row;
  },

  async updateChat(tx: Db, chatId: number, set: Partial<typeof anonChats.$inferInsert>) {
    const [row] = await tx.update(anonChats).set(set).where(eq(anonChats.id, chatId)).returning();
    return row!;
  },

  /** Stores a message; a retry with the same client id answers the first one. */
  async addMessage(tx: Db, row: typeof anonMessages.$inferInsert) {
    const [inserted] = await tx.insert(anonMessages).values(row).onConflictDoNothing().returning();
    if (inserted) return { message: inserted, fresh: true };
    const [existing] = await tx
      .select()
      .from(anonMessages)
      .where(and(eq(anonMessages.senderId, row.senderId), eq(anonMessages.clientMsgId, row.clientMsgId)));
    return { message: existing!, fresh: false };
  },

  /** When `senderId` last wrote in the chat. */
  async lastMessageAt(db: Db, chatId: number, senderId: number) {
    const [row] = await db
      .select({ at: anonMessages.createdAt })
      .from(anonMessages)
      .where(and(eq(anonMessages.chatId, chatId), eq(anonMessages.senderId, senderId)))
      .orderBy(desc(anonMessages.id))
      .limit(1);
    return row?.at;
  },

  async messages(db: Db, chatId: number, afterId: number, limit: number) {
    return db
      .select()
      .from(anonMessages)
      .where(and(eq(anonMessages.chatId, chatId), gt(anonMessages.id, afterId)))
      .orderBy(asc(anonMessages.id))
      .limit(limit);
  },
};
