import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { storedFiles } from '../../storage/storage.tables.ts';
import { datingHidden, datingLabels, datingMedia, datingProfiles, datingPurchases } from './dating.tables.ts';

export type ProfileRow = typeof datingProfiles.$inferSelect;
export type NewProfile = typeof datingProfiles.$inferInsert;
export type MediaRow = typeof datingMedia.$inferSelect;
export type NewMedia = typeof datingMedia.$inferInsert;
export type LabelRow = typeof datingLabels.$inferSelect;

const live = isNull(datingProfiles.deletedAt);

/** Dating profiles, their album items and labels. */
export const profileRepository = {
  async liveByUser(db: Db, userId: number) {
    const [row] = await db
      .select()
      .from(datingProfiles)
      .where(and(eq(datingProfiles.userId, userId), live))
      .limit(1);
    return row;
  },

  async liveById(db: Db, id: number) {
    const [row] = await db
      .select()
      .from(datingProfiles)
      .where(and(eq(datingProfiles.id, id), live))
      .limit(1);
    return row;
  },

  async liveByIds(db: Db, ids: number[]) {
    if (!ids.length) return [];
    return db
      .select()
      .from(datingProfiles)
      .where(and(inArray(datingProfiles.id, ids), live));
  },

  async liveByUsers(db: Db, userIds: number[]) {
    if (!userIds.length) return [];
    return db
      .select()
      .from(datingProfiles)
      .where(and(inArray(datingProfiles.userId, userIds), live));
  },

  /** The user's newest profile, deleted or not: its gender is locked for good (spec §5). */
  async newestByUser(db: Db, userId: number) {
    const [row] = await db
      .select()
      .from(datingProfiles)
      .where(eq(datingProfiles.userId, userId))
      .orderBy(desc(datingProfiles.id))
      .limit(1);
    return row;
  },

  /** The live profile, locked for this transaction. */
  async lockLive(tx: Db, id: number) {
    const [row] = await tx
      .select()
      .from(datingProfiles)
      .where(and(eq(datingProfiles.id, id), live))
      .for('update');
    return row;
  },

  async insert(tx: Db, row: NewProfile) {
    const [inserted] = await tx.insert(datingProfiles).values(row).returning();
    return inserted!;
  },

  async update(tx: Db, id: number, patch: Partial<NewProfile>) {
    const [row] = await tx.update(datingProfiles).set(patch).where(eq(datingProfiles.id, id)).returning();
    return row!;
  },

  async mediaOf(db: Db, profileIds: number[]) {
    if (!profileIds.length) return [];
    return db
      .select()
      .from(datingMedia)
      .where(inArray(datingMedia.profileId, profileIds))
      .orderBy(asc(datingMedia.profileId), asc(datingMedia.sort));
  },

  async mediaById(db: Db, id: number) {
    const [row] = await db.select().from(datingMedia).where(eq(datingMedia.id, id)).limit(1);
    return row;
  },

  /** The album becomes exactly `kept` (re-sorted) plus `added`. */
  async replaceMedia(tx: Db, profileId: number, kept: { id: number; sort: number }[], added: NewMedia[]) {
    const keptIds = kept.map((k) => k.id);
    await tx
      .delete(datingMedia)
      .where(
        keptIds.length
          ? and(eq(datingMedia.profileId, profileId), notInArray(datingMedia.id, keptIds))
          : eq(datingMedia.profileId, profileId),
      );
    for (const k of kept) await tx.update(datingMedia).set({ sort: k.sort }).where(eq(datingMedia.id, k.id));
    if (added.length) await tx.insert(datingMedia).values(added);
  },

  labels: (db: Db) => db.select().from(datingLabels).orderBy(asc(datingLabels.sort), asc(datingLabels.id)),

  /** The caller's own uploads among these store keys (a profile may use only those). */
  async ownUploads(db: Db, ownerId: number, keys: string[]) {
    if (!keys.length) return [];
    return db
      .select({ key: storedFiles.key, compressKey: storedFiles.compressKey, mimeType: storedFiles.mimeType })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, ownerId), inArray(storedFiles.key, keys)));
  },

  async albumSold(db: Db, profileId: number) {
    const [row] = await queryRows<{ sold: boolean }>(
      db,
      sql`select exists (select 1 from ${datingPurchases} where profile_id = ${profileId} and kind = 1) as sold`,
    );
    return row?.sold ?? false;
  },

  async setHidden(db: Db, userId: number, profileId: number, hidden: boolean) {
    if (hidden) await db.insert(datingHidden).values({ userId, profileId }).onConflictDoNothing();
    else
      await db
        .delete(datingHidden)
        .where(and(eq(datingHidden.userId, userId), eq(datingHidden.profileId, profileId)));
  },
};
