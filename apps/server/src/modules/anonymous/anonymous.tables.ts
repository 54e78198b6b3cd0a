import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** How a user appears to strangers (PUT /app/group/anonEdit): a nickname and a line, never a photo or a real name. */
export const anonProfiles = pgTable('anon_profiles', {
  userId: integer('user_id').primaryKey(),
  nickName: text('nick_name').notNull(),
  brief: text('brief').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The matching queue, shared by every instance: one row per searching user. A searcher takes the oldest waiting row
 * that suits him with FOR UPDATE SKIP LOCKED, so two instances never pair the same stranger twice at once.
 */
export const anonQueue = pgTable(
  'anon_queue',
  {
    userId: integer('user_id').primaryKey(),
    /** The partner of the searcher's previous chat: never matched again right away. */
    lastPartnerId: integer('last_partner_id'),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('anon_queue_age_idx').on(t.enqueuedAt)],
);

/**
 * One anonymous chat between two users. `state`: started, proposed (by `proposedBy`), ended (by `endedBy`), revealed
 * (both agreed to a personal chat). Each side's view (contracts ANON_TRANSITIONS) is read from here.
 */
export const anonChats = pgTable(
  'anon_chats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userA: integer('user_a').notNull(),
    userB: integer('user_b').notNull(),
    state: text('state').notNull().default('started'),
    proposedBy: integer('proposed_by'),
    endedBy: integer('ended_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('anon_chats_a_idx').on(t.userA, t.id),
    index('anon_chats_b_idx').on(t.userB, t.id),
    check('anon_chats_state', sql`${t.state} in ('started', 'proposed', 'ended', 'revealed')`),
    check('anon_chats_two', sql`${t.userA} <> ${t.userB}`),
  ],
);

/** Messages of an anonymous chat (OL:stranger). `clientMsgId` makes a retried send one message. */
export const anonMessages = pgTable(
  'anon_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: integer('chat_id').notNull(),
    senderId: integer('sender_id').notNull(),
    objectName: text('object_name').notNull(),
    text: text('text').notNull(),
    clientMsgId: text('client_msg_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('anon_messages_chat_idx').on(t.chatId, t.id),
    uniqueIndex('anon_messages_client_idx').on(t.senderId, t.clientMsgId),
  ],
);

/**
 * A block of an anonymous pairing (issue 28 §5): the blocker is never matched with that stranger again, yet learns
 * nothing of him. It lives here, not in the users module's blocks, whose list and checks would name the account.
 */
export const anonBlocks = pgTable(
  'anon_blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: integer('blocker_id').notNull(),
    blockedId: integer('blocked_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('anon_blocks_pair_uq').on(t.blockerId, t.blockedId),
    index('anon_blocks_blocked_idx').on(t.blockedId),
  ],
);
