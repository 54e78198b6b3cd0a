import { RED_PACKET_OBJECT_NAME, SENDABLE_OBJECT_NAMES } from '@volna/contracts';
import { and, asc, count, gt, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { MessageRow, NewMember } from './chat.repository.ts';

/** A message as the batch builds it: every column but the id the database gives. */
export type NewMessageRow = Omit<MessageRow, 'id'>;
import { conversationMembers, conversations, messages } from './chat.tables.ts';
import { pairKey } from '../users/pair-key.ts';

/** What a user says himself (and a red packet he hands out): a card the platform wrote in his name is not his word. */
const OWN_WORDS: readonly string[] = [...SENDABLE_OBJECT_NAMES, RED_PACKET_OBJECT_NAME];

/** Namespace of the per-sender advisory lock that orders one user's sends on every instance. */
export const SEND_LOCK_NAMESPACE = 771002;

/** A member's counters after a batch of messages arrived in his chat. */
export type Arrival = {
  conversationId: number;
  userId: number;
  unread: number;
  mentioned: number;
  /** sentTime of his newest new unread message, 0 when none is unread for him (his own). */
  lastUnreadTime: number;
};

/**
 * The SQL of a batch of sends (group commit): each statement serves every message of the batch, so a transaction
 * costs the same dozen round trips whether it carries one message or two hundred.
 */
export const sendRepository = {
  /** Held until the transaction ends, taken in ascending order: one user's sends run one batch at a time. */
  async lockSenders(tx: Db, senderIds: number[]) {
    const ids = `{${[...new Set(senderIds)].sort((a, b) => a - b).join(',')}}`;
    await tx.execute(
      sql`select count(pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}, id))
          from (select unnest(${ids}::int[]) as id order by 1) as sorted`,
    );
  },

  /**
   * Of these (sender, peer) pairs, those where the peer has already written to the sender in their private chat (her
   * own words: a transfer's or a call's card from her side does not open her paid chat), as `${senderId}:${peerId}`.
   */
  async peersWhoWrote(db: Db, pairs: Array<[number, number]>): Promise<string[]> {
    if (!pairs.length) return [];
    const input = JSON.stringify(
      pairs.map(([s, p]) => ({ s, p, k: `p:${Math.min(s, p)}:${Math.max(s, p)}` })),
    );
    const rows = await queryRows<{ s: number; p: number }>(
      db,
      sql`select i.s, i.p from jsonb_to_recordset(${input}::jsonb) as i(s int, p int, k text)
          join ${conversations} c on c.key = i.k
          where exists (select 1 from ${messages} m
                        where m.conversation_id = c.id and m.sender_user_id = i.p
                          and m.object_name in (${sql.join(
                            OWN_WORDS.map((name) => sql`${name}`),
                            sql`, `,
                          )}))`,
    );
    return rows.map((row) => pairKey(row.s, row.p));
  },

  /** Messages already sent under these (sender, clientMsgId) pairs: the retries of the batch. */
  async findSent(tx: Db, pairs: Array<{ senderUserId: number; clientMsgId: string }>) {
    if (!pairs.length) return [];
    const input = JSON.stringify(pairs.map((p) => ({ s: p.senderUserId, c: p.clientMsgId })));
    return tx
      .select()
      .from(messages)
      .where(
        sql`(${messages.senderUserId}, ${messages.clientMsgId}) in
            (select s, c from jsonb_to_recordset(${input}::jsonb) as x(s int, c text))`,
      );
  },

  /** How many messages each of these senders sent after `afterSentTime` (the 5-a-second rule). */
  async countSentSince(tx: Db, senderIds: number[], afterSentTime: number) {
    const rows = await tx
      .select({ senderUserId: messages.senderUserId, n: count() })
      .from(messages)
      .where(and(inArray(messages.senderUserId, senderIds), gt(messages.sentTime, afterSentTime)))
      .groupBy(messages.senderUserId);
    return new Map(rows.map((r) => [r.senderUserId, r.n]));
  },

  /** Makes the chats that do not exist yet (in key order, so two batches never wait on each other crosswise). */
  async createMissing(tx: Db, chats: Array<{ conversationType: number; key: string }>) {
    if (!chats.length) return [];
    const sorted = [...chats].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return tx
      .insert(conversations)
      .values(sorted)
      .onConflictDoNothing()
      .returning({ id: conversations.id, key: conversations.key });
  },

  /** The chats named by these keys, locked in id order (as every other writer of a chat locks it). */
  async lockByKeys(tx: Db, keys: string[]) {
    if (!keys.length) return [];
    return tx
      .select()
      .from(conversations)
      .where(inArray(conversations.key, keys))
      .orderBy(asc(conversations.id))
      .for('update');
  },

  async insertMembers(tx: Db, rows: Array<NewMember & { conversationId: number; conversationType: number }>) {
    if (!rows.length) return;
    await tx.insert(conversationMembers).values(rows).onConflictDoNothing();
  },

  async membersOf(tx: Db, conversationIds: number[]) {
    if (!conversationIds.length) return [];
    return tx
      .select()
      .from(conversationMembers)
      .where(inArray(conversationMembers.conversationId, conversationIds))
      .orderBy(asc(conversationMembers.conversationId), asc(conversationMembers.userId));
  },

  async findByUids(tx: Db, msgUids: string[]) {
    if (!msgUids.length) return [];
    return tx.select().from(messages).where(inArray(messages.msgUid, msgUids));
  },

  /**
   * The batch's messages as one JSON parameter (not 13 bound values a row: binding and checking thousands of values
   * cost more than the insert); answers each message's new id by its msgUid.
   */
  async insertMessages(tx: Db, rows: NewMessageRow[]): Promise<Map<string, number>> {
    const input = JSON.stringify(
      rows.map((r) => ({
        msg_uid: r.msgUid,
        conversation_id: r.conversationId,
        conversation_type: r.conversationType,
        sender_user_id: r.senderUserId,
        client_msg_id: r.clientMsgId,
        object_name: r.objectName,
        content: r.content,
        mentioned_user_ids: r.mentionedUserIds,
        quote: r.quote,
        silent: r.silent,
        sent_time: r.sentTime,
        created_at: r.createdAt.toISOString(),
      })),
    );
    const inserted = await queryRows<{ id: string | number; msg_uid: string }>(
      tx,
      sql`insert into messages (msg_uid, conversation_id, conversation_type, sender_user_id, client_msg_id,
            object_name, content, mentioned_user_ids, quote, silent, sent_time, created_at)
          select msg_uid, conversation_id, conversation_type, sender_user_id, client_msg_id, object_name, content,
            mentioned_user_ids, quote, silent, sent_time, created_at
          from jsonb_to_recordset(${input}::jsonb) as x(msg_uid text, conversation_id int, conversation_type int2,
            sender_user_id int, client_msg_id text, object_name text, content jsonb, mentioned_user_ids jsonb,
            quote jsonb, silent boolean, sent_time bigint, created_at timestamptz)
          returning id, msg_uid`,
    );
    return new Map(inserted.map((r) => [r.msg_uid, Number(r.id)]));
  },

  /** Each chat's times move on; its latest message changes only when a counted one arrived. */
  async advanceChats(
    tx: Db,
    chats: Array<{ id: number; lastSentTime: number; lastMessageId: number | null }>,
  ) {
    if (!chats.length) return;
    const input = JSON.stringify(chats.map((c) => ({ id: c.id, t: c.lastSentTime, m: c.lastMessageId })));
    await tx.execute(
      sql`update conversations c
          set last_sent_time = greatest(c.last_sent_time, x.t),
              last_message_id = coalesce(x.m, c.last_message_id)
          from jsonb_to_recordset(${input}::jsonb) as x(id int, t bigint, m bigint)
          where c.id = x.id`,
    );
  },

  /** Counted messages arrived: each member is back in his list and counts what others sent him. */
  async countArrivals(tx: Db, arrivals: Arrival[]) {
    if (!arrivals.length) return;
    const input = JSON.stringify(
      arrivals.map((a) => ({
        c: a.conversationId,
        u: a.userId,
        n: a.unread,
        m: a.mentioned,
        t: a.lastUnreadTime,
      })),
    );
    await tx.execute(
      sql`update conversation_members cm
          set hidden = false,
              unread_count = cm.unread_count + x.n,
              mentioned_count = cm.mentioned_count + x.m,
              last_unread_time = case when x.t > 0 then x.t else cm.last_unread_time end
          from jsonb_to_recordset(${input}::jsonb) as x(c int, u int, n int, m int, t bigint)
          where cm.conversation_id = x.c and cm.user_id = x.u`,
    );
  },
};
