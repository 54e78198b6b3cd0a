import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One chat: private (one per pair of users), group (one per group, members from the group module) or a user's
 * system-messages chat. `key` names it uniquely: `p:<low>:<high>`, `g:<groupId>`, `s:<userId>`.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    conversationType: smallint('conversation_type').notNull(),
    key: text('key').notNull(),
    /** Last counted message; sentTime only grows, one ms apart at least, so history pages never tie. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastSentTime: bigint('last_sent_time', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_key_uq').on(t.key)],
);

/** A member's own view of a chat: what he calls it, his counters, and his mute / pin / clean / delete choices. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The targetId this member addresses the chat by (the other user in a private chat). */
    targetId: text('target_id').notNull(),
    conversationType: smallint('conversation_type').notNull(),
    moduleType: smallint('module_type').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    mentionedCount: integer('mentioned_count').notNull().default(0),
    lastUnreadTime: bigint('last_unread_time', { mode: 'number' }).notNull().default(0),
    /** The chat's last sentTime when he last opened it: later messages from others are his unread ones. */
    lastReadTime: bigint('last_read_time', { mode: 'number' }).notNull().default(0),
    /** Messages sent at or before this time are cleaned away for this member only. */
    clearedBefore: bigint('cleared_before', { mode: 'number' }).notNull().default(0),
    /**
     * The chat's last sentTime when he became a member: everything after it was sent while he was in (a group's red
     * packets are his to claim only then). 0 for a member from the chat's start.
     */
    joinedTime: bigint('joined_time', { mode: 'number' }).notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    /** Deleted from his list until the next message arrives. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    uniqueIndex('conversation_members_view_uq').on(t.userId, t.conversationType, t.targetId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    msgUid: text('msg_uid').notNull(),
    conversationId: integer('conversation_id').notNull(),
    conversationType: smallint('conversation_type').notNull(),
    senderUserId: integer('sender_user_id').notNull(),
    clientMsgId: text('client_msg_id').notNull(),
    objectName: text('object_name').notNull(),
    content: jsonb('content').notNull(),
    mentionedUserIds: jsonb('mentioned_user_ids').notNull().default(sql`'[]'::jsonb`),
    quote: jsonb('quote'),
    /** Status messages (read marks, commands) are delivered but not counted or listed. */
    silent: boolean('silent').notNull().default(false),
    sentTime: bigint('sent_time', { mode: 'number' }).notNull(),
    recalled: boolean('recalled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_uid_uq').on(t.msgUid),
    // A retried send finds its first message here; the index also refuses a second one under a race.
    uniqueIndex('messages_client_id_uq').on(t.senderUserId, t.clientMsgId),
    index('messages_conversation_time_idx').on(t.conversationId, t.sentTime),
    index('messages_sender_time_idx').on(t.senderUserId, t.sentTime),
  ],
);

/** A message one member deleted for himself ("delete for me"): the others still see it. */
export const hiddenMessages = pgTable(
  'hidden_messages',
  {
    userId: integer('user_id').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/** A user's saved copy of a message: it stays when the chat is cleaned. */
export const messageFavourites = pgTable(
  'message_favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    msgUid: text('msg_uid').notNull(),
    conversationType: smallint('conversation_type').notNull(),
    senderUserId: integer('sender_user_id').notNull(),
    objectName: text('object_name').notNull(),
    content: jsonb('content').notNull(),
    sentTime: bigint('sent_time', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_favourites_user_msg_uq').on(t.userId, t.msgUid),
    index('message_favourites_user_idx').on(t.userId, t.id),
  ],
);
