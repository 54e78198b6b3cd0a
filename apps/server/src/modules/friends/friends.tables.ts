import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A friend request from one user to another (the friendAgreement page). At most one pending request per direction;
 * decided requests stay as history.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id').notNull(),
    toUserId: integer('to_user_id').notNull(),
    /** The greeting; '' for none. */
    message: text('message').notNull().default(''),
    /** 0 pending, 1 accepted, 2 declined, 3 cancelled by the sender (FriendRequestStatus). */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friend_requests_pending_uq').on(t.fromUserId, t.toUserId).where(sql`${t.status} = 0`),
    index('friend_requests_to_idx').on(t.toUserId, t.status, t.id),
  ],
);

/**
 * A friendship, one row per direction: `ownerId` counts `friendId` among his friends, with his own private remark.
 * Both rows are written and removed together.
 */
export const friendships = pgTable(
  'friendships',
  {
    ownerId: integer('owner_id').notNull(),
    friendId: integer('friend_id').notNull(),
    commentName: text('comment_name').notNull().default(''),
    commentLast: text('comment_last').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friendships_owner_friend_uq').on(t.ownerId, t.friendId),
    index('friendships_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);
