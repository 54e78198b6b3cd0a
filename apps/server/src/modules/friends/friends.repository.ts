import { type AnyColumn, and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { FriendRequestStatus } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { ilikeContains } from '../../db/like.ts';
import { users } from '../users/users.tables.ts';
import { friendRequests, friendships } from './friends.tables.ts';

export type FriendRequestRow = typeof friendRequests.$inferSelect;
export type FriendshipRow = typeof friendships.$inferSelect;

const between = (a: number, b: number) =>
  or(
    and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
    and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
  );

/**
 * Whether `viewerId` is among the contacts of the user in `userIdColumn` (his friend: the users module's
 * `areContacts`), as a condition another statement reads in its own select (a home read, issue 19).
 */
export const isContactOf = (viewerId: number, userIdColumn: AnyColumn | SQL) =>
  sql<boolean>`exists (select 1 from ${friendships} c where c.owner_id = ${userIdColumn} and c.friend_id = ${viewerId})`.mapWith(
    Boolean,
  );

export const friendsRepository = {
  /** Serialises changes between two users: a transaction-scoped advisory lock on the unordered pair. */
  async lockPair(db: Db, a: number, b: number) {
    const [low, high] = a < b ? [a, b] : [b, a];
    await db.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
  },

  async friendship(db: Db, ownerId: number, friendId: number) {
    const [row] = await db
      .select()
      .from(friendships)
      .where(and(eq(friendships.ownerId, ownerId), eq(friendships.friendId, friendId)))
      .limit(1);
    return row;
  },

  /** Both directions of a new friendship. */
  async befriend(db: Db, a: number, b: number, createdAt: Date) {
    await db
      .insert(friendships)
      .values([
        { ownerId: a, friendId: b, createdAt },
        { ownerId: b, friendId: a, createdAt },
      ])
      .onConflictDoNothing();
  },

  /** Both directions; answers whether there was a friendship. */
  async unfriend(db: Db, a: number, b: number) {
    const rows = await db
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.ownerId, a), eq(friendships.friendId, b)),
          and(eq(friendships.ownerId, b), eq(friendships.friendId, a)),
        ),
      )
      .returning({ ownerId: friendships.ownerId });
    return rows.length > 0;
  },

  async setRemark(db: Db, ownerId: number, friendId: number, commentName: string, commentLast: string) {
    const [row] = await db
      .update(friendships)
      .set({ commentName, commentLast })
      .where(and(eq(friendships.ownerId, ownerId), eq(friendships.friendId, friendId)))
      .returning();
    return row;
  },

  /** The owner's remarks for these users (friends only). */
  async remarksOf(db: Db, ownerId: number, friendIds: number[]) {
    if (!friendIds.length) return [];
    return db
      .select()
      .from(friendships)
      .where(and(eq(friendships.ownerId, ownerId), inArray(friendships.friendId, friendIds)));
  },

  /**
   * The friend list in one statement (issue 19): a page of the owner's friendships, newest first, each with the
   * friend's user row (read-only, for the users module's presenter), whether the owner is among the friend's
   * contacts, and the total of the owner's friends.
   */
  async pageWithUsers(db: Db, ownerId: number, offset: number, limit: number) {
    const rows = await db
      .select({
        friendship: friendships,
        user: users,
        isContact: isContactOf(ownerId, friendships.friendId),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(eq(friendships.ownerId, ownerId))
      .orderBy(desc(friendships.createdAt), desc(friendships.friendId))
      .offset(offset)
      .limit(limit);
    if (rows.length || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    // Past the last page: no row carries the total, so it is counted on its own.
    const [{ total }] = (await db
      .select({ total: count() })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(eq(friendships.ownerId, ownerId))) as [{ total: number }];
    return { rows, total };
  },

  /** Ids of all the owner's friends. */
  async friendIds(db: Db, ownerId: number) {
    const rows = await db
      .select({ friendId: friendships.friendId })
      .from(friendships)
      .where(eq(friendships.ownerId, ownerId));
    return rows.map((r) => r.friendId);
  },

  /** The owner's friends whose remark contains `keyword` or whose id is among `matchedIds`, newest friendship first. */
  async search(
    db: Db,
    ownerId: number,
    keyword: string,
    matchedIds: number[],
    offset: number,
    limit: number,
  ) {
    const where = and(
      eq(friendships.ownerId, ownerId),
      or(
        ilikeContains(friendships.commentName, keyword),
        ilikeContains(friendships.commentLast, keyword),
        ilikeContains(sql`${friendships.commentName} || ' ' || ${friendships.commentLast}`, keyword),
        matchedIds.length ? inArray(friendships.friendId, matchedIds) : undefined,
      ),
    );
    const rows = await db
      .select()
      .from(friendships)
      .where(where)
      .orderBy(desc(friendships.createdAt), desc(friendships.friendId))
      .offset(offset)
      .limit(limit);
    const [{ total }] = (await db.select({ total: count() }).from(friendships).where(where)) as [
      { total: number },
    ];
    return { rows, total };
  },

  async insertRequest(db: Db, fromUserId: number, toUserId: number, message: string, createdAt: Date) {
    const [row] = await db
      .insert(friendRequests)
      .values({ fromUserId, toUserId, message, createdAt })
      .returning();
    return row!;
  },

  async pendingRequest(db: Db, fromUserId: number, toUserId: number) {
    const [row] = await db
      .select()
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.fromUserId, fromUserId),
          eq(friendRequests.toUserId, toUserId),
          eq(friendRequests.status, FriendRequestStatus.pending),
        ),
      )
      .limit(1);
    return row;
  },

  async requestById(db: Db, id: number) {
    const [row] = await db.select().from(friendRequests).where(eq(friendRequests.id, id)).limit(1);
    return row;
  },

  async decide(db: Db, id: number, status: number, decidedAt: Date) {
    const [row] = await db
      .update(friendRequests)
      .set({ status, decidedAt })
      .where(and(eq(friendRequests.id, id), eq(friendRequests.status, FriendRequestStatus.pending)))
      .returning();
    return row;
  },

  /** Every pending request between the two, either way, marked declined (a block or a friendship ends them). */
  async closePendingBetween(db: Db, a: number, b: number, status: number, decidedAt: Date) {
    return db
      .update(friendRequests)
      .set({ status, decidedAt })
      .where(and(between(a, b), eq(friendRequests.status, FriendRequestStatus.pending)))
      .returning();
  },

  /** Requests addressed to the user, except those the sender withdrew: pending first, then newest first. */
  async pageIncoming(db: Db, toUserId: number, offset: number, limit: number) {
    const where = and(
      eq(friendRequests.toUserId, toUserId),
      ne(friendRequests.status, FriendRequestStatus.cancelled),
    );
    const rows = await db
      .select()
      .from(friendRequests)
      .where(where)
      .orderBy(sql`${friendRequests.status} = 0 desc`, desc(friendRequests.id))
      .offset(offset)
      .limit(limit);
    const [{ total }] = (await db.select({ total: count() }).from(friendRequests).where(where)) as [
      { total: number },
    ];
    return { rows, total };
  },

  /** The user's own requests still waiting for an answer (to `toUserId` only, when given), newest first. */
  async pageSent(db: Db, fromUserId: number, toUserId: number | undefined, offset: number, limit: number) {
    const where = and(
      eq(friendRequests.fromUserId, fromUserId),
      eq(friendRequests.status, FriendRequestStatus.pending),
      toUserId === undefined ? undefined : eq(friendRequests.toUserId, toUserId),
    );
    const rows = await db
      .select()
      .from(friendRequests)
      .where(where)
      .orderBy(desc(friendRequests.id))
      .offset(offset)
      .limit(limit);
    const [{ total }] = (await db.select({ total: count() }).from(friendRequests).where(where)) as [
      { total: number },
    ];
    return { rows, total };
  },
};
