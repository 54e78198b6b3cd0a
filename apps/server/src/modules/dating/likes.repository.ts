import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks } from '../users/users.tables.ts';
import { datingLikes, datingProfiles } from './dating.tables.ts';

/** Likes between users, and the like counter kept on the liked user's live profile. */
export const likesRepository = {
  async receivedCount(db: Db, userId: number) {
    const [row] = await db.select({ n: count() }).from(datingLikes).where(eq(datingLikes.likedId, userId));
    return row?.n ?? 0;
  },

  /** True when this like is new (a repeat changes nothing). */
  async add(tx: Db, likerId: number, likedId: number, at: Date) {
    const inserted = await tx
      .insert(datingLikes)
      .values({ likerId, likedId, createdAt: at })
      .onConflictDoNothing()
      .returning({ likerId: datingLikes.likerId });
    if (inserted.length) await bump(tx, likedId, 1);
    return inserted.length > 0;
  },

  async remove(tx: Db, likerId: number, likedId: number) {
    const removed = await tx
      .delete(datingLikes)
      .where(and(eq(datingLikes.likerId, likerId), eq(datingLikes.likedId, likedId)))
      .returning({ likerId: datingLikes.likerId });
    if (removed.length) await bump(tx, likedId, -1);
    return removed.length > 0;
  },

  async exists(db: Db, likerId: number, likedId: number) {
    const [row] = await db
      .select({ likerId: datingLikes.likerId })
      .from(datingLikes)
      .where(and(eq(datingLikes.likerId, likerId), eq(datingLikes.likedId, likedId)))
      .limit(1);
    return row !== undefined;
  },

  /**
   * One page of the other side's live profiles, newest like first: `likedMe` (who liked the user) or `iLiked`.
   * Users blocked either way are left out.
   */
  async page(db: Db, userId: number, type: 'likedMe' | 'iLiked', limit: number, offset: number) {
    const other = type === 'likedMe' ? datingLikes.likerId : datingLikes.likedId;
    const mine = type === 'likedMe' ? datingLikes.likedId : datingLikes.likerId;
    const where = and(
      eq(mine, userId),
      sql`not exists (select 1 from ${userBlocks} b where (b.blocker_id = ${userId} and b.blocked_id = ${other})
            or (b.blocker_id = ${other} and b.blocked_id = ${userId}))`,
    );
    const joined = db
      .select({ profile: datingProfiles, likeTime: datingLikes.createdAt })
      .from(datingLikes)
      .innerJoin(datingProfiles, and(eq(datingProfiles.userId, other), isNull(datingProfiles.deletedAt)))
      .where(where);
    const [rows, [total]] = await Promise.all([
      joined.orderBy(desc(datingLikes.createdAt), desc(other)).limit(limit).offset(offset),
      db
        .select({ n: count() })
        .from(datingLikes)
        .innerJoin(datingProfiles, and(eq(datingProfiles.userId, other), isNull(datingProfiles.deletedAt)))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};

async function bump(tx: Db, userId: number, by: number) {
  await tx
    .update(datingProfiles)
    .set({ likeCount: sql`greatest(${datingProfiles.likeCount} + ${by}, 0)` })
    .where(and(eq(datingProfiles.userId, userId), isNull(datingProfiles.deletedAt)));
}
