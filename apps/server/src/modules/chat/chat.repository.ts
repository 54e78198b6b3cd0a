import { ConversationType } from '@volna/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conversationMembers,
  conversations,
  hiddenMessages,
  messageFavourites,
  messages,
} from './chat.tables.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type FavouriteRow = typeof messageFavourites.$inferSelect;
export type NewMember = Pick<MemberRow, 'userId' | 'targetId'> & {
  moduleType?: number;
  hidden?: boolean;
  /** A member joining a chat that has messages sees only what comes after his join (a group's default, issue 17). */
  fromJoinOnly?: boolean;
};

/** One member's row, or the members table itself when a query joins it to read every chat of one user at once. */
type Viewer = Pick<MemberRow, 'conversationId' | 'userId' | 'clearedBefore'> | typeof conversationMembers;

/** Messages this member may see: after his clean, not status messages, not those he deleted for himself. */
const visibleTo = (member: Viewer) =>
  and(
    eq(messages.conversationId, member.conversationId),
    gt(messages.sentTime, member.clearedBefore),
    eq(messages.silent, false),
    sql`not exists (select 1 from ${hiddenMessages} h where h.user_id = ${member.userId} and h.message_id = ${messages.id})`,
  );

/** What a search finds: visible, not recalled, text-bearing fields (text, notice, file name) containing `pattern`. */
const foundBy = (member: Viewer, pattern: string) =>
  and(
    visibleTo(member),
    eq(messages.recalled, false),
    sql`lower(coalesce(${messages.content}->>'content', ${messages.content}->>'message', ${messages.content}->>'name', '')) like ${pattern}`,
  );

/** The wallet tab's subqueries (chat-core.ts WalletChatRules) for one user. */
export type WalletTargets = { peers: SQL; groups: SQL };

/** Whether the member's chat is a wallet deal chat / the wallet support group, in the reading statement itself. */
const walletFlags = ({ peers, groups }: WalletTargets) => ({
  walletDeal: sql<boolean>`(${conversationMembers.conversationType} = ${ConversationType.private}
    and ${conversationMembers.targetId} in (${peers}))`.mapWith(Boolean),
  walletSupport: sql<boolean>`(${conversationMembers.conversationType} = ${ConversationType.group}
    and ${conversationMembers.targetId} in (${groups}))`.mapWith(Boolean),
});

export const chatRepository = {
  async findBySender(db: Db, senderUserId: number, clientMsgId: string) {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderUserId, senderUserId), eq(messages.clientMsgId, clientMsgId)))
      .limit(1);
    return row;
  },

  /**
   * The chat named `key`, made with its members if new; locked for this transaction either way. New members are
   * stamped with the chat's time now (under the lock, so no message can fall between): they joined after it.
   */
  async openLocked(db: Db, conversationType: number, key: string, members: NewMember[]) {
    await db.insert(conversations).values({ conversationType, key }).onConflictDoNothing();
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.key, key))
      .for('update');
    const joinedTime = conversation!.lastSentTime;
    if (members.length)
      await db
        .insert(conversationMembers)
        .values(
          members.map(({ fromJoinOnly, ...m }) => ({
            ...m,
            conversationId: conversation!.id,
            conversationType,
            joinedTime,
            // Nothing sent before he came is unread for him (a recall of it must not lower his counters).
            lastReadTime: joinedTime,
            clearedBefore: fromJoinOnly ? joinedTime : 0,
          })),
        )
        .onConflictDoNothing();
    return conversation!;
  },

  async removeMembers(db: Db, conversationId: number, userIds: number[]) {
    if (!userIds.length) return;
    await db
      .delete(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          inArray(conversationMembers.userId, userIds),
        ),
      );
  },

  async findByKey(db: Db, key: string) {
    const [row] = await db.select().from(conversations).where(eq(conversations.key, key)).limit(1);
    return row;
  },

  async lockById(db: Db, id: number) {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).for('update');
    return row!;
  },

  async findById(db: Db, id: number) {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    return row;
  },

  async membersOf(db: Db, conversationId: number) {
    return db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId))
      .orderBy(asc(conversationMembers.userId));
  },

  async memberView(db: Db, userId: number, conversationType: number, targetId: string) {
    const [row] = await db
      .select()
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.conversationType, conversationType),
          eq(conversationMembers.targetId, targetId),
        ),
      )
      .limit(1);
    return row;
  },

  async member(db: Db, conversationId: number, userId: number) {
    const [row] = await db
      .select()
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      )
      .limit(1);
    return row;
  },

  async insertMessage(db: Db, row: NewMessage) {
    const [created] = await db.insert(messages).values(row).returning();
    return created!;
  },

  async setLatest(db: Db, conversationId: number, messageId: number, sentTime: number) {
    await db
      .update(conversations)
      .set({ lastMessageId: messageId, lastSentTime: sentTime })
      .where(eq(conversations.id, conversationId));
  },

  /** Keeps the times growing even for status messages, which do not become the latest message. */
  async bumpTime(db: Db, conversationId: number, sentTime: number) {
    await db
      .update(conversations)
      .set({ lastSentTime: sentTime })
      .where(eq(conversations.id, conversationId));
  },

  /** A new counted message: back in every member's list; one more unread (and mention) for the others. */
  async countArrival(
    db: Db,
    conversationId: number,
    senderUserId: number,
    sentTime: number,
    mentionedUserIds: number[],
  ) {
    const mentioned = `{${mentionedUserIds.join(',')}}`;
    await db
      .update(conversationMembers)
      .set({
        hidden: false,
        unreadCount: sql`${conversationMembers.unreadCount} + case when ${conversationMembers.userId} = ${senderUserId} then 0 else 1 end`,
        mentionedCount: sql`${conversationMembers.mentionedCount} + case when ${conversationMembers.userId} <> ${senderUserId} and ${conversationMembers.userId} = any(${mentioned}::int[]) then 1 else 0 end`,
        lastUnreadTime: sql`case when ${conversationMembers.userId} = ${senderUserId} then ${conversationMembers.lastUnreadTime} else ${sentTime} end`,
      })
      .where(eq(conversationMembers.conversationId, conversationId));
  },

  /** A recalled message no longer counts for members who had not read it yet. */
  async uncount(db: Db, message: MessageRow) {
    const mentioned = `{${(message.mentionedUserIds as number[]).join(',')}}`;
    await db
      .update(conversationMembers)
      .set({
        unreadCount: sql`greatest(${conversationMembers.unreadCount} - 1, 0)`,
        mentionedCount: sql`greatest(${conversationMembers.mentionedCount} - case when ${conversationMembers.userId} = any(${mentioned}::int[]) then 1 else 0 end, 0)`,
      })
      .where(
        and(
          eq(conversationMembers.conversationId, message.conversationId),
          sql`${conversationMembers.userId} <> ${message.senderUserId}`,
          lt(conversationMembers.lastReadTime, message.sentTime),
          lt(conversationMembers.clearedBefore, message.sentTime),
        ),
      );
  },

  async updateMember(
    db: Db,
    conversationId: number,
    userId: number,
    patch: Partial<Omit<MemberRow, 'conversationId' | 'userId'>>,
  ) {
    const [row] = await db
      .update(conversationMembers)
      .set(patch)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      )
      .returning();
    return row;
  },

  /**
   * The chat list in one statement: the user's chats in list order (pinned first, then by the latest counted message), without those he deleted, each with the newest message he
   * may see (`visibleTo`: a chat whose latest message he deleted for himself shows the one before it; none after a
   * clean) and, for a private chat, the time the other member last read it (0 for a group or the system chat).
   */
  async listWithLatest(db: Db, userId: number, limit: number, wallet: WalletTargets) {
    const latest = db
      .select()
      .from(messages)
      .where(visibleTo(conversationMembers))
      .orderBy(desc(messages.sentTime))
      .limit(1)
      .as('latest');
    return db
      .select({
        member: conversationMembers,
        conversationId: conversations.id,
        latest: {
          id: latest.id,
          msgUid: latest.msgUid,
          conversationId: latest.conversationId,
          conversationType: latest.conversationType,
          senderUserId: latest.senderUserId,
          clientMsgId: latest.clientMsgId,
          objectName: latest.objectName,
          content: latest.content,
          mentionedUserIds: latest.mentionedUserIds,
          quote: latest.quote,
          silent: latest.silent,
          sentTime: latest.sentTime,
          recalled: latest.recalled,
          createdAt: latest.createdAt,
        },
        peerReadTime: sql<number | null>`(select p.last_read_time from ${conversationMembers} p
          where p.conversation_id = ${conversationMembers.conversationId}
            and p.user_id <> ${conversationMembers.userId}
            and ${conversationMembers.conversationType} = ${ConversationType.private} limit 1)`.mapWith(
          Number,
        ),
        ...walletFlags(wallet),
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .leftJoinLateral(latest, sql`true`)
      .where(and(eq(conversationMembers.userId, userId), eq(conversationMembers.hidden, false)))
      .orderBy(
        desc(conversationMembers.isTop),
        sql`${conversations.lastMessageId} desc nulls last`,
        desc(conversations.id),
      )
      .limit(limit);
  },

  /**
   * A history page in one statement: the member's row found by his own key for the chat (`memberView`) joined to
   * the messages he may see, newest first, strictly before `beforeSentTime` when given. Empty when he has no such
   * chat or it has nothing for him (the caller tells the two apart only then).
   */
  async historyByView(
    db: Db,
    userId: number,
    conversationType: number,
    targetId: string,
    beforeSentTime: number | undefined,
    limit: number,
  ) {
    return db
      .select({ message: messages })
      .from(conversationMembers)
      .innerJoin(messages, visibleTo(conversationMembers))
      .where(
        and(
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.conversationType, conversationType),
          eq(conversationMembers.targetId, targetId),
          beforeSentTime === undefined ? undefined : lt(messages.sentTime, beforeSentTime),
        ),
      )
      .orderBy(desc(messages.sentTime))
      .limit(limit);
  },

  /** The user's listed chats with unread messages, one row each: the wallet tab sorts some out of their module's. */
  async unreadChats(db: Db, userId: number, wallet: WalletTargets) {
    return db
      .select({
        moduleType: conversationMembers.moduleType,
        unread: conversationMembers.unreadCount,
        ...walletFlags(wallet),
      })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.hidden, false),
          gt(conversationMembers.unreadCount, 0),
        ),
      );
  },

  /** Unread count of the user's chat of this module type with the newest message. */
  async newestUnreadOf(db: Db, userId: number, moduleType: number, wallet: WalletTargets) {
    const [row] = await db
      .select({ unread: conversationMembers.unreadCount, ...walletFlags(wallet) })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(
        and(
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.moduleType, moduleType),
          eq(conversationMembers.hidden, false),
        ),
      )
      .orderBy(sql`${conversations.lastMessageId} desc nulls last`, desc(conversations.id))
      .limit(1);
    return row ?? { unread: 0, walletSupport: false };
  },

  /** Counted messages of a chat around `sentTime` (it included), oldest first: `n` before and `n` after it. */
  async around(db: Db, conversationId: number, sentTime: number, n: number) {
    const inChat = and(eq(messages.conversationId, conversationId), eq(messages.silent, false));
    const before = await db
      .select()
      .from(messages)
      .where(and(inChat, lte(messages.sentTime, sentTime)))
      .orderBy(desc(messages.sentTime))
      .limit(n + 1);
    const after = await db
      .select()
      .from(messages)
      .where(and(inChat, gt(messages.sentTime, sentTime)))
      .orderBy(messages.sentTime)
      .limit(n);
    return [...before.reverse(), ...after];
  },

  async findByUid(db: Db, msgUid: string) {
    const [row] = await db.select().from(messages).where(eq(messages.msgUid, msgUid)).limit(1);
    return row;
  },

  /** Text-bearing fields (text, notice, file name) containing `pattern` (a LIKE pattern, lower case). */
  async search(db: Db, member: MemberRow, pattern: string, offset: number, limit: number) {
    const where = foundBy(member, pattern);
    const [counted] = await db.select({ n: count() }).from(messages).where(where);
    const rows = await db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.sentTime))
      .offset(offset)
      .limit(limit);
    return { rows, total: counted?.n ?? 0 };
  },

  /**
   * `search` over every chat on the user's list at once (not those he deleted from it): the chats holding hits,
   * newest hit first, `limit` chats from `offset`, each with its hit count and newest `hitsPerChat` hits; `chats`
   * counts them all. One statement: counts and ranks are window functions over one scan, and the count row is
   * there even when the page is past the end.
   */
  async searchAll(
    db: Db,
    userId: number,
    pattern: string,
    hitsPerChat: number,
    offset: number,
    limit: number,
  ) {
    const hits = db.$with('hits').as(
      db
        .select({
          messageId: sql<number>`${messages.id}`.as('hit_message_id'),
          chatId: sql<number>`${messages.conversationId}`.as('hit_chat_id'),
          sentTime: sql<number>`${messages.sentTime}`.as('hit_sent_time'),
          targetId: sql<string>`${conversationMembers.targetId}`.as('hit_target_id'),
          place:
            sql<number>`(row_number() over (partition by ${messages.conversationId} order by ${messages.sentTime} desc))::int`.as(
              'hit_place',
            ),
          total: sql<number>`(count(*) over (partition by ${messages.conversationId}))::int`.as('hit_total'),
        })
        .from(messages)
        .innerJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, messages.conversationId),
            eq(conversationMembers.userId, userId),
            eq(conversationMembers.hidden, false),
          ),
        )
        .where(foundBy(conversationMembers, pattern)),
    );
    const chats = db.$with('chats').as(
      db
        .select({
          chatId: sql<number>`${hits.chatId}`.as('chat_id'),
          // sentTime ties across chats; the chat id keeps the order, and so the pages, stable.
          rank: sql<number>`(row_number() over (order by ${hits.sentTime} desc, ${hits.chatId} desc))::int`.as(
            'chat_rank',
          ),
        })
        .from(hits)
        .where(eq(hits.place, 1)),
    );
    const counted = db
      .$with('counted')
      .as(db.select({ chats: sql<number>`count(*)::int`.as('chat_count') }).from(chats));
    const shown = db.$with('shown').as(
      db
        .select({
          messageId: sql<number>`${hits.messageId}`.as('shown_message_id'),
          targetId: sql<string>`${hits.targetId}`.as('shown_target_id'),
          total: sql<number>`${hits.total}`.as('shown_total'),
          rank: sql<number>`${chats.rank}`.as('shown_rank'),
          place: sql<number>`${hits.place}`.as('shown_place'),
        })
        .from(hits)
        .innerJoin(chats, eq(chats.chatId, hits.chatId))
        .where(and(lte(hits.place, hitsPerChat), gt(chats.rank, offset), lte(chats.rank, offset + limit))),
    );
    const rows = await db
      .with(hits, chats, counted, shown)
      .select({
        chats: counted.chats,
        message: messages,
        targetId: shown.targetId,
        total: shown.total,
      })
      .from(counted)
      .leftJoin(shown, sql`true`)
      .leftJoin(messages, eq(messages.id, shown.messageId))
      .orderBy(asc(shown.rank), asc(shown.place));
    return {
      hits: rows.flatMap((r) =>
        r.message && r.targetId !== null && r.total !== null
          ? [{ message: r.message, targetId: r.targetId, total: r.total }]
          : [],
      ),
      chats: rows[0]?.chats ?? 0,
    };
  },

  /** A server card of one of these senders by its key (its clientMsgId), the unique (sender, clientMsgId) index's way. */
  async findCard(db: Db, senderIds: number[], cardKey: string) {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(inArray(messages.senderUserId, senderIds), eq(messages.clientMsgId, cardKey)))
      .limit(1);
    return row;
  },

  /** A server card's new content, in place: same message, same time. */
  async setContent(db: Db, id: number, content: Record<string, unknown>) {
    const [row] = await db.update(messages).set({ content }).where(eq(messages.id, id)).returning();
    return row!;
  },

  async markRecalled(db: Db, id: number) {
    const [row] = await db
      .update(messages)
      .set({ recalled: true, content: {} })
      .where(eq(messages.id, id))
      .returning();
    return row!;
  },

  /** Replies keep a copy of what they quote; a recall empties those copies too. */
  async emptyQuotesOf(db: Db, message: MessageRow) {
    await db
      .update(messages)
      .set({ quote: sql`jsonb_set(${messages.quote}, '{content}', '{}'::jsonb)` })
      .where(
        and(
          eq(messages.conversationId, message.conversationId),
          sql`${messages.quote}->>'msgUid' = ${message.msgUid}`,
        ),
      );
  },

  /** "Delete for me": answers false when it was hidden already. */
  async hideMessage(db: Db, userId: number, messageId: number) {
    const rows = await db
      .insert(hiddenMessages)
      .values({ userId, messageId })
      .onConflictDoNothing()
      .returning({ messageId: hiddenMessages.messageId });
    return rows.length > 0;
  },

  /** Which of these messages the user deleted for himself. */
  async hiddenAmong(db: Db, userId: number, messageIds: number[]) {
    if (!messageIds.length) return new Set<number>();
    const rows = await db
      .select({ messageId: hiddenMessages.messageId })
      .from(hiddenMessages)
      .where(and(eq(hiddenMessages.userId, userId), inArray(hiddenMessages.messageId, messageIds)));
    return new Set(rows.map((r) => r.messageId));
  },

  // favourites

  async insertFavourite(db: Db, row: typeof messageFavourites.$inferInsert) {
    const [created] = await db.insert(messageFavourites).values(row).onConflictDoNothing().returning();
    return created;
  },

  async favouriteOf(db: Db, userId: number, msgUid: string) {
    const [row] = await db
      .select()
      .from(messageFavourites)
      .where(and(eq(messageFavourites.userId, userId), eq(messageFavourites.msgUid, msgUid)))
      .limit(1);
    return row;
  },

  async favourites(db: Db, userId: number, offset: number, limit: number) {
    const where = eq(messageFavourites.userId, userId);
    const [counted] = await db.select({ n: count() }).from(messageFavourites).where(where);
    const rows = await db
      .select()
      .from(messageFavourites)
      .where(where)
      .orderBy(desc(messageFavourites.id))
      .offset(offset)
      .limit(limit);
    return { rows, total: counted?.n ?? 0 };
  },

  async editFavourite(db: Db, userId: number, id: number, remark: string) {
    const [row] = await db
      .update(messageFavourites)
      .set({ remark })
      .where(and(eq(messageFavourites.id, id), eq(messageFavourites.userId, userId)))
      .returning();
    return row;
  },

  async deleteFavourite(db: Db, userId: number, id: number) {
    const rows = await db
      .delete(messageFavourites)
      .where(and(eq(messageFavourites.id, id), eq(messageFavourites.userId, userId)))
      .returning({ id: messageFavourites.id });
    return rows.length > 0;
  },
};
