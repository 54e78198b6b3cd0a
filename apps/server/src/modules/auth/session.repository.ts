import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from './auth.tables.ts';

export const sessionRepository = {
  async insert(db: Db, row: typeof sessions.$inferInsert) {
    await db.insert(sessions).values(row);
  },

  async find(db: Db, id: string) {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    return row;
  },

  /** Which of these sessions still stand (not revoked, not expired). */
  async liveAmong(db: Db, ids: string[], now: Date) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return rows.map((r) => r.id);
  },

  /** Revokes the user's other live sessions and returns their ids. */
  async revokeOthers(db: Db, userId: number, keepId: string, at: Date, reason: string) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.map((r) => r.id);
  },

  async revoke(db: Db, id: string, at: Date, reason: string) {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },

  async revokeAllOfUser(db: Db, userId: number, at: Date, reason: string) {
    await db
      .update(sessions)
      .set({ revokedAt: at, revokeReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },
};
