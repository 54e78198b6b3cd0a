import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationSettings, pushSubscriptions } from './push.tables.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

export const pushRepository = {
  /** Serialises one account's subscription changes, so its cap holds under parallel subscribes. */
  async lockUser(tx: Db, userId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-user:${userId}`}))`);
  },

  /** One browser is one device: a subscription seen again moves to whoever subscribes with it now. */
  async upsert(db: Db, row: Omit<typeof pushSubscriptions.$inferInsert, 'id'>) {
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: row.userId,
          sessionId: row.sessionId,
          p256dh: row.p256dh,
          auth: row.auth,
          createdAt: row.createdAt,
        },
      });
  },

  /** The user's subscriptions but the newest `keep`. */
  async trim(db: Db, userId: number, keep: number) {
    const rows = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const extra = rows.slice(0, Math.max(0, rows.length - keep)).map((r) => r.id);
    if (extra.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
  },

  /** The user's subscriptions made by sessions other than `sessionId` (ended ones: a login revokes the others). */
  async removeOtherSessions(db: Db, userId: number, sessionId: string) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.sessionId, sessionId)));
  },

  async remove(db: Db, userId: number, endpoint: string) {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** The push service said the subscription is gone (404/410). */
  async removeById(db: Db, id: number) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  /** Subscriptions whose session has ended (logged out or in elsewhere). */
  async removeSessionsOtherThan(db: Db, ids: number[], liveSessionIds: string[]) {
    if (!ids.length) return;
    const where = liveSessionIds.length
      ? and(inArray(pushSubscriptions.id, ids), notInArray(pushSubscriptions.sessionId, liveSessionIds))
      : inArray(pushSubscriptions.id, ids);
    await db.delete(pushSubscriptions).where(where);
  },

  async ofUsers(db: Db, userIds: number[]): Promise<PushSubscriptionRow[]> {
    if (!userIds.length) return [];
    return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  },

  async ofUser(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  async settingsOf(db: Db, userIds: number[]): Promise<NotificationSettingsRow[]> {
    if (!userIds.length) return [];
    return db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
  },

  async saveSettings(db: Db, row: typeof notificationSettings.$inferInsert) {
    const { userId, ...rest } = row;
    const [saved] = await db
      .insert(notificationSettings)
      .values(row)
      .onConflictDoUpdate({ target: notificationSettings.userId, set: rest })
      .returning();
    return saved!;
  },
};
