import {
  CHAT_TAB_MODULE_TYPES,
  chatTabOf,
  CUSTOMER_SERVICE_MODULE_TYPE,
  type ChatSearchHits,
  WALLET_MODULE_TYPE,
} from '@volna/contracts';
import { type ConversationKey, ConversationType, type ConversationVo } from '@volna/contracts';
import { CONVERSATION_LIST_MAX, type MessageSearchAllQuery, NOTIFICATION_LEVEL_ALL } from '@volna/contracts';
import { NOTIFICATION_LEVEL_MUTED, type PageQuery, type UnreadSummary } from '@volna/contracts';
import { lowerContains } from '../../db/like.ts';
import { chatRepository as repo } from './chat.repository.ts';
import { presentMessage } from './message-presenter.ts';
import { type Addressed, appendAll, type ChatCore } from './chat-core.ts';

/** Reading (issue 33 split): the chat list, its badges, history and search, read marks, "delete for me". */
export function createChatReading(core: ChatCore) {
  const { db, delivery, memberOf, visibleMessage, walletChats } = core;

  /** The wallet tab's subqueries for this user. */
  const walletOf = (userId: number) => ({
    peers: walletChats.peersOf(userId),
    groups: walletChats.supportGroupsOf(userId),
  });

  /**
   * The chat's info as the list shows it: a private chat with a deal's counterparty is the wallet's (moduleType 8),
   * unless it belongs to another module already; the wallet support group names its responsibleModule.
   */
  function infoOf(chat: {
    moduleType: number;
    walletDeal: boolean;
    walletSupport: boolean;
  }): ConversationVo['info'] {
    if (chat.walletDeal && chat.moduleType === 0) return { moduleType: WALLET_MODULE_TYPE };
    if (chat.walletSupport && chat.moduleType === CUSTOMER_SERVICE_MODULE_TYPE)
      return { moduleType: chat.moduleType, responsibleModule: WALLET_MODULE_TYPE };
    return { moduleType: chat.moduleType };
  }

  const reading = {
    /** Pinned first, then by the newest message; chats the user deleted stay out until a new message. */
    async conversations(userId: number): Promise<ConversationVo[]> {
      // One statement (issue 19): the chats, each one's newest message he may see, the peer's read time.
      const rows = await repo.listWithLatest(db, userId, CONVERSATION_LIST_MAX, walletOf(userId));
      return rows.map(({ member, latest, peerReadTime, walletDeal, walletSupport }) => {
        const visible = latest ?? undefined;
        return {
          conversationType: member.conversationType,
          targetId: member.targetId,
          latestMessage: visible ? presentMessage(visible, member.targetId) : null,
          unreadMessageCount: member.unreadCount,
          unreadMentionedCount: member.mentionedCount,
          hasMentioned: member.mentionedCount > 0,
          lastUnreadTime: member.lastUnreadTime,
          lastSentTime: visible?.sentTime ?? 0,
          notificationLevel: member.muted ? NOTIFICATION_LEVEL_MUTED : NOTIFICATION_LEVEL_ALL,
          isTop: member.isTop,
          info: infoOf({ moduleType: member.moduleType, walletDeal, walletSupport }),
          peerReadTime: peerReadTime ?? 0,
        };
      });
    },
    /** Badges of the chat-list tabs and the app badge (spec §4). */
    async unreadSummary(userId: number): Promise<UnreadSummary> {
      const wallet = walletOf(userId);
      const [unread, newestService] = await Promise.all([
        repo.unreadChats(db, userId, wallet),
        repo.newestUnreadOf(db, userId, CUSTOMER_SERVICE_MODULE_TYPE, wallet),
      ]);
      const tabs = { messages: 0, dating: 0, wallet: 0 };
      for (const chat of unread) {
        // A tab counts its own module types (spec §4); customer-service groups none (the newest one joins the
        // badge), except the wallet's support group, which is the wallet tab's.
        const info = infoOf(chat);
        const tab = chatTabOf(info);
        const own = (CHAT_TAB_MODULE_TYPES[tab] as readonly number[]).includes(info.moduleType);
        if (own || info.responsibleModule !== undefined) tabs[tab] += chat.unread;
      }
      // The wallet support group, if it is the newest, is counted once: in its tab.
      const customerService = newestService.walletSupport ? 0 : newestService.unread;
      return {
        ...tabs,
        customerService,
        total: tabs.messages + tabs.dating + tabs.wallet + customerService,
      };
    },
    /** Newest first, older pages by `beforeSentTime`. */
    async history(userId: number, query: ConversationKey & { beforeSentTime?: number; count: number }) {
      // One statement (issue 19); only an empty page looks the chat up, for the refusals of a chat he is not in.
      const rows = await repo.historyByView(
        db,
        userId,
        query.conversationType,
        query.targetId,
        query.beforeSentTime,
        query.count,
      );
      if (!rows.length) await memberOf(userId, query);
      return rows.map(({ message }) => presentMessage(message, query.targetId));
    },
    async search(userId: number, query: ConversationKey & PageQuery & { keyword: string }) {
      const member = await memberOf(userId, query);
      if (!member) return { rows: [], total: 0 };
      const { rows, total } = await repo.search(
        db,
        member,
        lowerContains(query.keyword),
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      return { rows: rows.map((row) => presentMessage(row, member.targetId)), total };
    },
    /** The per-chat search over every chat on the caller's list in one statement, a page of chats at a time. */
    async searchAll(userId: number, query: MessageSearchAllQuery) {
      const { hits, chats } = await repo.searchAll(
        db,
        userId,
        lowerContains(query.keyword),
        query.hitsPerChat,
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      const rows: ChatSearchHits[] = [];
      let chatId: number | undefined;
      for (const { message, targetId, total } of hits) {
        if (message.conversationId !== chatId)
          rows.push({ conversationType: message.conversationType, targetId, total, messages: [] });
        chatId = message.conversationId;
        rows.at(-1)!.messages.push(presentMessage(message, targetId));
      }
      return { rows, total: chats };
    },
    /** Opening a chat: its counters clear, and in a private chat the other user hears it was read (OL:ReadStatus). */
    async markRead(userId: number, key: ConversationKey) {
      const member = await memberOf(userId, key);
      if (!member) return;
      const peerId = key.conversationType === ConversationType.private ? Number(member.targetId) : undefined;
      const delivered = await db.transaction(async (tx) => {
        // Locked, so a message arriving meanwhile is either read here or counted unread after: never lost between.
        const conversation = await repo.lockById(tx, member.conversationId);
        await repo.updateMember(tx, member.conversationId, userId, {
          unreadCount: 0,
          mentionedCount: 0,
          lastUnreadTime: 0,
          lastReadTime: conversation.lastSentTime,
        });
        const addressed: Addressed[] = [
          {
            userId,
            event: { type: 'conversation', conversationType: key.conversationType, targetId: key.targetId },
          },
        ];
        if (peerId !== undefined)
          addressed.push({
            userId: peerId,
            event: {
              type: 'readStatus',
              objectName: 'OL:ReadStatus',
              conversationType: ConversationType.private,
              targetId: String(userId),
              lastMessageSendTime: conversation.lastSentTime,
            },
          });
        return appendAll(delivery, tx, addressed);
      });
      await delivery.publish(delivered);
    },
    /**
     * "Delete for me": the message leaves this user's history, search and list preview on all his devices (event
     * `messageDeleted`); the other members keep it. An unread one no longer counts.
     */
    async deleteForMe(userId: number, msgUid: string) {
      const { row, member } = await visibleMessage(userId, msgUid);
      const delivered = await db.transaction(async (tx) => {
        await repo.lockById(tx, row.conversationId);
        if (!(await repo.hideMessage(tx, userId, row.id))) return [];
        const current = await repo.member(tx, row.conversationId, userId);
        const unread =
          current &&
          !row.silent &&
          row.senderUserId !== userId &&
          row.sentTime > current.lastReadTime &&
          current.unreadCount > 0;
        if (unread)
          await repo.updateMember(tx, row.conversationId, userId, { unreadCount: current.unreadCount - 1 });
        return appendAll(delivery, tx, [
          {
            userId,
            event: {
              type: 'messageDeleted',
              msgUid: row.msgUid,
              conversationType: member.conversationType,
              targetId: member.targetId,
            },
          },
        ]);
      });
      await delivery.publish(delivered);
    },
    /**
     * For the complaints desk (issue 30): a message by its uId, the chat it is in (a group's id, or a private chat's
     * two people) and the counted messages around it, whatever any member cleaned or hid; null when there is none.
     */
    async messageInContext(msgUid: string, around: number) {
      const row = await repo.findByUid(db, msgUid);
      if (!row) return null;
      const conversation = await repo.findById(db, row.conversationId);
      const [kind, first, second] = (conversation?.key ?? '').split(':');
      const nearby = await repo.around(db, row.conversationId, row.sentTime, around);
      return {
        message: presentMessage(row, ''),
        conversationType: row.conversationType,
        groupId: kind === 'g' ? first! : null,
        partyIds: kind === 'p' ? [Number(first), Number(second)] : [],
        nearby: nearby.map((m) => presentMessage(m, '')),
      };
    },
  };
  return reading;
}
