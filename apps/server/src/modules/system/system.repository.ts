import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configEntries, pageVisits } from './system.tables.ts';

export type PageVisitRow = typeof pageVisits.$inferInsert & { pageName: string; createdAt: Date };

export const systemRepository = {
  async ping(db: Db) {
    await db.execute(sql`select 1`);
  },

  async configValue(db: Db, key: string) {
    const [row] = await db
      .select({ value: configEntries.value })
      .from(configEntries)
      .where(eq(configEntries.key, key))
      .limit(1);
    return row?.value;
  },

  async configValues(db: Db, keys: string[]) {
    const rows = await db
      .select({ key: configEntries.key, value: configEntries.value })
      .from(configEntries)
      .where(inArray(configEntries.key, keys));
    return new Map(rows.map((r) => [r.key, r.value]));
  },

  /** The stored rows of these settings (staff's config list). */
  async configRows(db: Db, keys: string[]) {
    return db.select().from(configEntries).where(inArray(configEntries.key, keys));
  },

  /** One setting's row locked until the caller's transaction ends (a staff edit: before and after are exact). */
  async lockConfig(db: Db, key: string) {
    const [row] = await db.select().from(configEntries).where(eq(configEntries.key, key)).for('update');
    return row;
  },

  /** Stores a setting, whether or not it had a row. */
  async putConfig(db: Db, row: { key: string; value: string; description: string }, at: Date) {
    const [stored] = await db
      .insert(configEntries)
      .values({ ...row, updatedAt: at })
      .onConflictDoUpdate({ target: configEntries.key, set: { value: row.value, updatedAt: at } })
      .returning();
    return stored!;
  },

  /** Adds the settings that are not there yet; an operator's edits are never overwritten. */
  async addMissingConfig(db: Db, rows: { key: string; value: string; description: string }[], at: Date) {
    if (!rows.length) return;
    await db
      .insert(configEntries)
      .values(rows.map((r) => ({ ...r, updatedAt: at })))
      .onConflictDoNothing({ target: configEntries.key });
  },

  /**
   * Serialises visits of one visitor to one page until the caller's transaction ends, on any instance
   * (an advisory lock lives in the database, not in the process).
   */
  async lockVisitor(db: Db, visitorKey: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${visitorKey}))`);
  },

  /** The visitor's latest visit of this page after `since`, if any. */
  async recentVisit(db: Db, visit: Pick<PageVisitRow, 'userId' | 'deviceId' | 'pageName'>, since: Date) {
    const visitor =
      visit.userId != null
        ? eq(pageVisits.userId, visit.userId)
        : and(isNull(pageVisits.userId), eq(pageVisits.deviceId, visit.deviceId ?? ''));
    const [row] = await db
      .select({ id: pageVisits.id })
      .from(pageVisits)
      .where(and(visitor, eq(pageVisits.pageName, visit.pageName), gt(pageVisits.createdAt, since)))
      .limit(1);
    return row;
  },

  async insertVisit(db: Db, visit: PageVisitRow) {
    await db.insert(pageVisits).values(visit);
  },
};
