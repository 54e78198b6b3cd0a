import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks } from '../users/users.tables.ts';
import { datingHidden, datingProfiles } from './dating.tables.ts';

export type FeedFilter = {
  /** Only profiles with id below this (keyset paging, newest first). */
  beforeId?: number;
  gender?: number;
  ageMin?: number;
  ageMax?: number;
  /** The city lower-cased (locationKeyOf). */
  locationKey?: string;
  labelId?: number;
  /** The signed-in viewer: his own profile, profiles he hid and users blocked either way are left out. */
  viewerId?: number;
  limit: number;
};

/** How a city is compared: trimmed, inner spaces collapsed, lower-cased. */
export const locationKeyOf = (location: string) => location.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The feed page: live profiles newest first, walked by id through the partial indexes (keyset, never OFFSET); each
 * filter is an index-friendly equality or range, so a page costs the same at any depth.
 */
export async function feedPage(db: Db, f: FeedFilter) {
  const p = datingProfiles;
  const where: (SQL | undefined)[] = [isNull(p.deletedAt)];
  if (f.beforeId !== undefined) where.push(lt(p.id, f.beforeId));
  if (f.gender !== undefined) where.push(eq(p.gender, f.gender));
  if (f.ageMin !== undefined) where.push(sql`${p.age} >= ${f.ageMin}`);
  if (f.ageMax !== undefined) where.push(sql`${p.age} <= ${f.ageMax}`);
  if (f.locationKey !== undefined) where.push(eq(p.locationKey, f.locationKey));
  if (f.labelId !== undefined) where.push(sql`${p.labelIds} @> array[${f.labelId}]::integer[]`);
  if (f.viewerId !== undefined) {
    const viewer = f.viewerId;
    where.push(
      sql`${p.userId} <> ${viewer}`,
      sql`not exists (select 1 from ${datingHidden} h where h.user_id = ${viewer} and h.profile_id = ${p.id})`,
      sql`not exists (select 1 from ${userBlocks} b where b.blocker_id = ${viewer} and b.blocked_id = ${p.userId})`,
      sql`not exists (select 1 from ${userBlocks} b where b.blocker_id = ${p.userId} and b.blocked_id = ${viewer})`,
    );
  }
  return db
    .select()
    .from(p)
    .where(and(...where))
    .orderBy(desc(p.id))
    .limit(f.limit);
}
