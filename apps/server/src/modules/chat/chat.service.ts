import { randomUUID } from 'node:crypto';
import {
  CHAT_TAB_MODULE_TYPES,
  CUSTOMER_SERVICE_MODULE_TYPE,
  type ChatMessage,
  type ChatSearchHits,
  type ConversationKey,
  ConversationType,
  type ConversationVo,
  CONVERSATION_LIST_MAX,
  type FavouriteVo,
  type ForwardMessageBody,
  type Language,
  type MessageSearchAllQuery,
  NOTIFICATION_LEVEL_ALL,
  NOTIFICATION_LEVEL_MUTED,
  type PageQuery,
  RECALL_OBJECT_NAME,
  RED_PACKET_OBJECT_NAME,
  type RedPacketCardContent,
  RECALL_WINDOW_MS,
  SENDABLE_OBJECT_NAMES,
  type SendableObjectName,
  type SendMessageBody,
  SILENT_OBJECT_NAMES,
  SYSTEM_OBJECT_NAME,
  SYSTEM_TARGET_ID,
  TRANSFER_OBJECT_NAME,
  type TransferCardContent,
  type UnreadSummary,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { lowerContains } from '../../db/like.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery, UserEvent } from '../../realtime/delivery.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  chatRepository as repo,
  type ConversationRow,
  type FavouriteRow,
  type MemberRow,
  type MessageRow,
  type NewMember,
} from './chat.repository.ts';
import { issuedUrlCheck } from './issued-url.ts';
import { checkedContent } from './message-content.ts';
import { presentMessage } from './message-presenter.ts';
import { createSendBatch } from './send-batch.ts';

/** Sender id of RC-SYSTEM messages and group notices: the platform itself, not an account. */
export const SYSTEM_SENDER_ID = 0;

/**
 * What the group module decides for group chats; the chat module never reads the groups' tables. A group id the
 * group module does not know (a chat made by joinGroupChat alone) has no rules beyond its membership.
 */
export type GroupRules = {
  /** False when the user is muted in the group, alone or by mute-all (22408). */
  canSend: (userId: number, groupId: string) => Promise<boolean>;
  /** Whether the user may recall this sender's message at any time (owner, admins). */
  canRecallAny: (userId: number, groupId: string, senderUserId: number) => Promise<boolean>;
};

const noGroupRules: GroupRules = { canSend: async () => true, canRecallAny: async () => false };

/**
 * Another module's say on private sends between strangers: dating's paid chat (issue 12). `payFirst` answers the
 * `${senderId}:${peerId}` pairs whose sender must buy the peer's chat before writing; the chat itself then lets
 * through a sender the peer has already written to.
 */
export type PrivateSendRules = { payFirst: (pairs: Array<[number, number]>) => Promise<Set<string>> };

const noPrivateSendRules: PrivateSendRules = { payFirst: async () => new Set() };

/** An RC:InfoNtf a module posts into a group chat: `message` as fallback text, `extra` machine-readable JSON. */
export type GroupNotice = { message: string; extra: Record<string, unknown>; operatorId: number };

const privateKey = (a: number, b: number) => `p:${Math.min(a, b)}:${Math.max(a, b)}`;
const systemKey = (userId: number) => `s:${userId}`;
const groupKey = (groupId: string) => `g:${groupId}`;

/** A chat as the caller names it: its key and, if it must be made now, its members with their own targetIds. */
type Resolved = { key: string; members: NewMember[]; peerId?: number };

function presentFavourite(row: FavouriteRow): FavouriteVo {
  return {
    id: row.id,
    msgUid: row.msgUid,
    conversationType: row.conversationType,
    senderUserId: row.senderUserId,
    objectName: row.objectName,
    content: row.content as Record<string, unknown>,
    sentTime: row.sentTime,
    remark: row.remark,
    createTime: row.createdAt.toISOString(),
  };
}

/** One event per member, each naming the chat by the member's own targetId. */
type Addressed = { userId: number; event: UserEvent };

/**
 * Appends in ascending user order, one user's run at a time, so two transactions lock the same event counters in
 * the same order and never deadlock; members who see the same event share one append.
 */
async function appendAll(delivery: Delivery, tx: Db, addressed: Addressed[]): Promise<Delivered[]> {
  const sorted = [...addressed].sort((a, b) => a.userId - b.userId);
  const delivered: Delivered[] = [];
  let run: Addressed[] = [];
  const flush = async () => {
    if (run.length)
      delivered.push(
        ...(await delivery.append(
          tx,
          run.map((a) => a.userId),
          run[0]!.event,
        )),
      );
    run = [];
  };
  for (const item of sorted) {
    if (run.length && run[0]!.event !== item.event) await flush();
    run.push(item);
  }
  await flush();
  return delivered;
}

export function createChatService(
  deps: AppDeps,
  others: {
    users: UsersService;
    delivery: Delivery;
    groupRules?: GroupRules;
    privateSendRules?: PrivateSendRules;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, delivery } = others;
  const groupRules = others.groupRules ?? noGroupRules;
  const privateSendRules = others.privateSendRules ?? noPrivateSendRules;
  const isIssuedUrl = issuedUrlCheck(deps);
  const sendBatch = createSendBatch(deps, { users, delivery, groupRules, privateSendRules });
  const nowMs = () => clock.now().getTime();

  /**
   * Who the chat is with. Private: another existing user (never oneself). System: one's own SYSTEM-MESSAGE chat.
   * Group: only a chat the group module made with this user among its members.
   */
  async function resolve(userId: number, { conversationType, targetId }: ConversationKey): Promise<Resolved> {
    if (conversationType === ConversationType.private) {
      // One spelling per user (no leading zeros), so a chat is always found under the targetId it was made with.
      const peerId = /^[1-9]\d{0,9}$/.test(targetId) ? Number(targetId) : 0;
      if (peerId === userId) fail('cannotTargetSelf');
      if (!peerId || peerId > 2_147_483_647 || !(await users.findById(peerId))) fail('userNotFound');
      return {
        key: privateKey(userId, peerId),
        peerId,
        members: [
          { userId, targetId: String(peerId) },
          { userId: peerId, targetId: String(userId) },
        ],
      };
    }
    if (conversationType === ConversationType.system) {
      if (targetId !== SYSTEM_TARGET_ID) fail('badRequest', { field: 'targetId' });
      return { key: systemKey(userId), members: [{ userId, targetId }] };
    }
    const key = groupKey(targetId);
    const conversation = await repo.findByKey(db, key);
    if (!conversation || !(await repo.member(db, conversation.id, userId))) fail('notInGroup');
    return { key, members: [] };
  }

  /** The caller's own row of the chat; undefined when the chat has not begun yet (after checking it could). */
  async function memberOf(userId: number, key: ConversationKey): Promise<MemberRow | undefined> {
    const found = await repo.memberView(db, userId, key.conversationType, key.targetId);
    if (found) return found;
    await resolve(userId, key);
    return undefined;
  }

  /** The caller's row, making the chat first if needed (muting or pinning a chat before its first message). */
  async function openMember(userId: number, key: ConversationKey): Promise<MemberRow> {
    const found = await repo.memberView(db, userId, key.conversationType, key.targetId);
    if (found) return found;
    const resolved = await resolve(userId, key);
    // The other user sees nothing of it until a first message arrives.
    const members = resolved.members.map((m) => ({ ...m, hidden: m.userId !== userId }));
    const conversation = await db.transaction((tx) =>
      repo.openLocked(tx, key.conversationType, resolved.key, members),
    );
    return (await repo.member(db, conversation.id, userId)) ?? fail('notInGroup');
  }

  /** Tells the member's other devices that his view of the chat changed. */
  async function announceChange(member: MemberRow) {
    await delivery.deliver([member.userId], {
      type: 'conversation',
      conversationType: member.conversationType,
      targetId: member.targetId,
    });
  }

  /**
   * Stores a message and appends it to every member's event log (sender's other devices included) in the same
   * transaction; the live notices go out after commit.
   */
  async function store(
    tx: Db,
    conversation: ConversationRow,
    message: Omit<
      MessageRow,
      'id' | 'conversationId' | 'conversationType' | 'sentTime' | 'recalled' | 'createdAt' | 'silent'
    >,
    /** The member for whom it is not unread: the sender, or whoever caused a notice. */
    readBy = message.senderUserId,
  ) {
    const members = await repo.membersOf(tx, conversation.id);
    const sentTime = Math.max(nowMs(), conversation.lastSentTime + 1);
    const silent = SILENT_OBJECT_NAMES.includes(message.objectName);
    const row = await repo.insertMessage(tx, {
      ...message,
      conversationId: conversation.id,
      conversationType: conversation.conversationType,
      sentTime,
      silent,
      createdAt: clock.now(),
    });
    if (silent) await repo.bumpTime(tx, conversation.id, sentTime);
    else {
      await repo.setLatest(tx, conversation.id, row.id, sentTime);
      await repo.countArrival(tx, conversation.id, readBy, sentTime, row.mentionedUserIds as number[]);
    }
    const byTarget = new Map<string, UserEvent>();
    const addressed = members.map((m) => {
      let event = byTarget.get(m.targetId);
      if (!event) {
        event = { type: 'message', message: presentMessage(row, m.targetId) };
        byTarget.set(m.targetId, event);
      }
      return { userId: m.userId, event };
    });
    return { row, members, delivered: await appendAll(delivery, tx, addressed) };
  }

  /** A message the user may see (member of its chat, not cleaned away); anything else is not found. */
  async function visibleMessage(userId: number, msgUid: string) {
    const row = await repo.findByUid(db, msgUid);
    const member = row && (await repo.member(db, row.conversationId, userId));
    if (!row || !member || row.sentTime <= member.clearedBefore) fail('notFound');
    if ((await repo.hiddenAmong(db, userId, [row!.id])).has(row!.id)) fail('notFound');
    return { row: row!, member: member! };
  }

  const service = {
    /** Checked here on its own, then written with whatever other sends arrive meanwhile (send-batch.ts). */
    async send(userId: number, body: SendMessageBody): Promise<ChatMessage> {
      const content = checkedContent(body.objectName, body.content, isIssuedUrl);
      if (body.conversationType === ConversationType.system) fail('forbidden');
      const { row, targetId } = await sendBatch.send({ userId, body, content });
      return presentMessage(row, targetId);
    },

    /** A copy of a message the caller can see, sent by him to another chat under all the rules of a send. */
    async forward(userId: number, body: ForwardMessageBody): Promise<ChatMessage> {
      const { row } = await visibleMessage(userId, body.msgUid);
      const objectName = row.objectName as SendableObjectName;
      if (row.recalled || row.silent || !SENDABLE_OBJECT_NAMES.includes(objectName))
        fail('badRequest', { field: 'msgUid' });
      return service.send(userId, {
        conversationType: body.conversationType,
        targetId: body.targetId,
        clientMsgId: body.clientMsgId,
        objectName,
        content: row.content as Record<string, unknown>,
      });
    },

    /** RC-SYSTEM messages (text per language) into each user's system chat, for other modules. */
    async sendSystemMessage(userIds: number[], textByLanguage: Record<Language, string>) {
      const recipients = [...new Set(userIds)].sort((a, b) => a - b);
      const outcome = await db.transaction(async (tx) => {
        const sent: MessageRow[] = [];
        const delivered: Delivered[] = [];
        for (const userId of recipients) {
          const conversation = await repo.openLocked(tx, ConversationType.system, systemKey(userId), [
            { userId, targetId: SYSTEM_TARGET_ID },
          ]);
          const stored = await store(tx, conversation, {
            msgUid: randomUUID(),
            senderUserId: SYSTEM_SENDER_ID,
            clientMsgId: `system-${randomUUID()}`,
            objectName: SYSTEM_OBJECT_NAME,
            content: { content: textByLanguage },
            mentionedUserIds: [],
            quote: null,
          });
          sent.push(stored.row);
          delivered.push(...stored.delivered);
        }
        return { sent, delivered };
      });
      await delivery.publish(outcome.delivered);
      return outcome.sent.map((row) => presentMessage(row, SYSTEM_TARGET_ID));
    },

    /**
     * For the group module: makes the group's chat if new and adds these members (moduleType sorts it into a chat-list
     * tab). Members added later see messages from then on (history, search, list, counters), unless `seesEarlier`
     * (the group shows its history to new members). With `tx`, inside the group module's transaction.
     */
    async joinGroupChat(groupId: string, userIds: number[], moduleType = 0, tx?: Db, seesEarlier = false) {
      const members = [...new Set(userIds)].map((userId) => ({
        userId,
        targetId: groupId,
        moduleType,
        fromJoinOnly: !seesEarlier,
      }));
      const join = (t: Db) => repo.openLocked(t, ConversationType.group, groupKey(groupId), members);
      await (tx ? join(tx) : db.transaction(join));
    },

    /** For the group module: removed members lose the chat (22406 from then on). With `tx`, inside its transaction. */
    async leaveGroupChat(groupId: string, userIds: number[], tx?: Db) {
      const conversation = await repo.findByKey(tx ?? db, groupKey(groupId));
      if (conversation) await repo.removeMembers(tx ?? db, conversation.id, userIds);
    },

    /**
     * For the group module, inside its transaction: an RC:InfoNtf from the platform (sender 0) to every member of the
     * group's chat, through the normal store path (history, counters, each member's event log). Not unread for the
     * operator. The caller publishes the answer's `delivered` after commit.
     */
    async postGroupNotice(tx: Db, groupId: string, notice: GroupNotice) {
      const conversation = await repo.openLocked(tx, ConversationType.group, groupKey(groupId), []);
      const stored = await store(
        tx,
        conversation,
        {
          msgUid: randomUUID(),
          senderUserId: SYSTEM_SENDER_ID,
          clientMsgId: `notice-${randomUUID()}`,
          objectName: 'RC:InfoNtf',
          content: { message: notice.message, extra: JSON.stringify(notice.extra) },
          mentionedUserIds: [],
          quote: null,
        },
        notice.operatorId,
      );
      return { message: presentMessage(stored.row, groupId), delivered: stored.delivered };
    },

    /**
     * For the wallet, inside its transaction: a transfer's card (OL:Transfer) in the private chat of its two parties,
     * made if new, through the normal store path (history, counters, both event logs). It comes from the party who
     * took the step (staff steps: from the transfer's sender) and is not unread for `actorId`. The caller publishes
     * the answer's `delivered` after commit.
     */
    async postTransferCard(tx: Db, content: TransferCardContent, actorId: number) {
      const { senderUserId: a, receiverUserId: b } = content;
      const from = actorId === b ? b : a;
      const conversation = await repo.openLocked(tx, ConversationType.private, privateKey(a, b), [
        { userId: a, targetId: String(b) },
        { userId: b, targetId: String(a) },
      ]);
      const stored = await store(
        tx,
        conversation,
        {
          msgUid: randomUUID(),
          senderUserId: from,
          clientMsgId: `transfer-${randomUUID()}`,
          objectName: TRANSFER_OBJECT_NAME,
          content,
          mentionedUserIds: [],
          quote: null,
        },
        actorId,
      );
      return { delivered: stored.delivered };
    },

    /**
     * For a deal between two users (P2P orders, issue 13), inside its transaction: a card only the server writes
     * (`objectName` one of SERVER_OBJECT_NAMES) into their private chat, made if new, from `actorId` (not unread
     * for him). With `cardKey` (one per order) there is one card per order (issue 30): the first step posts it, every
     * later one edits it in place — same message, same place in the chat — and each member's event log gets a
     * `messageEdited` event with the whole message, so open chats redraw it and a resuming client replays it; the
     * other party counts it as unread once more, as he would a new card. Answers what to publish after commit.
     */
    async postDealCard(
      tx: Db,
      card: {
        objectName: string;
        content: Record<string, unknown>;
        partyIds: [number, number];
        cardKey?: string;
      },
      actorId: number,
    ) {
      const [a, b] = card.partyIds;
      const conversation = await repo.openLocked(tx, ConversationType.private, privateKey(a, b), [
        { userId: a, targetId: String(b) },
        { userId: b, targetId: String(a) },
      ]);
      const earlier = card.cardKey ? await repo.findCard(tx, [a, b], card.cardKey) : undefined;
      if (earlier && earlier.conversationId === conversation.id && !earlier.recalled) {
        const edited = await repo.setContent(tx, earlier.id, card.content);
        await repo.countArrival(
          tx,
          conversation.id,
          actorId,
          Math.max(nowMs(), conversation.lastSentTime + 1),
          [],
        );
        const members = await repo.membersOf(tx, conversation.id);
        const addressed = members.map((m) => ({
          userId: m.userId,
          event: { type: 'messageEdited', message: presentMessage(edited, m.targetId) },
        }));
        return { delivered: await appendAll(delivery, tx, addressed) };
      }
      const stored = await store(
        tx,
        conversation,
        {
          msgUid: randomUUID(),
          senderUserId: actorId === b ? b : a,
          clientMsgId: card.cardKey ?? `deal-${randomUUID()}`,
          objectName: card.objectName,
          content: card.content,
          mentionedUserIds: [],
          quote: null,
        },
        actorId,
      );
      return { delivered: stored.delivered };
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

    /**
     * For dating (issue 12), inside its transaction: the private chat of two users opened from a dating profile (a
     * paid chat or a mutual like), made if new and tagged with `moduleType` (1: the chat list's dating tab); an
     * existing chat keeps its tab. The peer sees it once the first message arrives. Answers the caller's targetId.
     */
    async openModuleChat(tx: Db, userId: number, peerId: number, moduleType: number) {
      await repo.openLocked(tx, ConversationType.private, privateKey(userId, peerId), [
        { userId, targetId: String(peerId), moduleType },
        { userId: peerId, targetId: String(userId), moduleType, hidden: true },
      ]);
      return String(peerId);
    },

    /**
     * For the wallet's red packets, before any money moves: the rules of a send into this chat (private: another
     * existing user, no block either way; group: a member, not muted). Answers the chat's member count.
     */
    async checkCardSender(userId: number, key: ConversationKey): Promise<{ memberCount: number }> {
      if (key.conversationType === ConversationType.group) {
        const members = await service.groupChatMemberIds(key.targetId);
        if (!members.includes(userId)) fail('notInGroup');
        if (!(await groupRules.canSend(userId, key.targetId))) fail('mutedInGroup');
        return { memberCount: members.length };
      }
      const { peerId } = await resolve(userId, key);
      const blocks = await users.blocksAmong([
        [peerId!, userId],
        [userId, peerId!],
      ]);
      if (blocks.has(`${peerId}:${userId}`)) fail('blockedByUser');
      if (blocks.has(`${userId}:${peerId}`)) fail('forbidden');
      if ((await sendBatch.mustPayFirst([[userId, peerId!]])).size) fail('datingChatNotPaid');
      return { memberCount: 2 };
    },

    /**
     * For the wallet, inside its transaction, after checkCardSender: a red packet's card from its sender, through the
     * normal store path (history, counters, every member's event log). The caller publishes `delivered` after commit.
     */
    async postRedPacketCard(tx: Db, userId: number, key: ConversationKey, content: RedPacketCardContent) {
      const group = key.conversationType === ConversationType.group;
      const chatKey = group ? groupKey(key.targetId) : privateKey(userId, Number(key.targetId));
      const members = group
        ? []
        : [
            { userId, targetId: key.targetId },
            { userId: Number(key.targetId), targetId: String(userId) },
          ];
      const conversation = await repo.openLocked(tx, key.conversationType, chatKey, members);
      if (group && !(await repo.member(tx, conversation.id, userId))) fail('notInGroup');
      const stored = await store(tx, conversation, {
        msgUid: randomUUID(),
        senderUserId: userId,
        clientMsgId: `redpacket-${randomUUID()}`,
        objectName: RED_PACKET_OBJECT_NAME,
        content,
        mentionedUserIds: [],
        quote: null,
      });
      return { message: presentMessage(stored.row, key.targetId), delivered: stored.delivered };
    },

    /** The group chat's current members (the wallet: who may claim a red packet, who hears of a claim). */
    async groupChatMemberIds(groupId: string, tx?: Db): Promise<number[]> {
      const conversation = await repo.findByKey(tx ?? db, groupKey(groupId));
      return conversation ? (await repo.membersOf(tx ?? db, conversation.id)).map((m) => m.userId) : [];
    },

    /**
     * The group chat's current members, each with the chat's sentTime at his join and the time his history starts
     * after (the wallet: a red packet sent before someone joined is not his to claim, and he sees it only if his
     * history shows its card).
     */
    async groupChatMembership(
      groupId: string,
      tx?: Db,
    ): Promise<Map<number, { joinedTime: number; historyAfter: number }>> {
      const conversation = await repo.findByKey(tx ?? db, groupKey(groupId));
      const members = conversation ? await repo.membersOf(tx ?? db, conversation.id) : [];
      return new Map(
        members.map((m) => [m.userId, { joinedTime: m.joinedTime, historyAfter: m.clearedBefore }]),
      );
    },

    /**
     * Who hears a user typing: the private-chat peer (not across a block), or the other members of a group chat he
     * may send in (a muted member's typing goes nowhere).
     */
    async typingAudience(userId: number, conversationType: number, targetId: string): Promise<number[]> {
      if (conversationType === ConversationType.group) {
        const conversation = await repo.findByKey(db, groupKey(targetId));
        const members = conversation ? await repo.membersOf(db, conversation.id) : [];
        if (!members.some((m) => m.userId === userId)) fail('notInGroup');
        if (!(await groupRules.canSend(userId, targetId))) return [];
        return members.map((m) => m.userId).filter((id) => id !== userId);
      }
      if (conversationType !== ConversationType.private) return [];
      const peer = Number(targetId);
      if (!Number.isSafeInteger(peer) || peer <= 0 || peer === userId)
        fail('badRequest', { field: 'targetId' });
      return (await users.eitherBlocked(userId, peer)) ? [] : [peer];
    },

    /** Pinned first, then by the newest message; chats the user deleted stay out until a new message. */
    async conversations(userId: number): Promise<ConversationVo[]> {
      // One statement (issue 19): the chats, each one's newest message he may see, the peer's read time.
      const rows = await repo.listWithLatest(db, userId, CONVERSATION_LIST_MAX);
      return rows.map(({ member, latest, peerReadTime }) => {
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
          info: { moduleType: member.moduleType },
          peerReadTime: peerReadTime ?? 0,
        };
      });
    },

    /** Badges of the chat-list tabs and the app badge (spec §4). */
    async unreadSummary(userId: number): Promise<UnreadSummary> {
      const byModule = new Map((await repo.unreadByModule(db, userId)).map((r) => [r.moduleType, r.unread]));
      const tab = (types: readonly number[]) =>
        types.reduce((sum, type) => sum + (byModule.get(type) ?? 0), 0);
      const messages = tab(CHAT_TAB_MODULE_TYPES.messages);
      const dating = tab(CHAT_TAB_MODULE_TYPES.dating);
      const wallet = tab(CHAT_TAB_MODULE_TYPES.wallet);
      const customerService = await repo.newestUnreadOf(db, userId, CUSTOMER_SERVICE_MODULE_TYPE);
      return {
        messages,
        dating,
        wallet,
        customerService,
        total: messages + dating + wallet + customerService,
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
     * Sender within RECALL_WINDOW_MS; in a group the owner and admins at any time (the group module says whose). The
     * platform's own notices are never recalled. The message empties for everyone and every member hears OL:Recall.
     */
    async recall(userId: number, msgUid: string) {
      const { row, member } = await visibleMessage(userId, msgUid);
      // Cards the server writes (a transfer's, a red packet's) are records of money, not the sender's words.
      if (!(SENDABLE_OBJECT_NAMES as readonly string[]).includes(row.objectName)) fail('forbidden');
      const anyTime =
        row.conversationType === ConversationType.group &&
        row.senderUserId !== SYSTEM_SENDER_ID &&
        (await groupRules.canRecallAny(userId, member.targetId, row.senderUserId));
      if (row.senderUserId !== userId && !anyTime) fail('forbidden');
      if (row.recalled) return presentMessage(row, member.targetId);
      if (!anyTime && nowMs() - row.sentTime > RECALL_WINDOW_MS) fail('recallTooLate');
      const outcome = await db.transaction(async (tx) => {
        // The chat first, as sends lock it before its members' rows: the two never wait on each other crosswise.
        await repo.lockById(tx, row.conversationId);
        const recalled = await repo.markRecalled(tx, row.id);
        if (!row.silent) await repo.uncount(tx, row);
        await repo.emptyQuotesOf(tx, row);
        const members = await repo.membersOf(tx, row.conversationId);
        const addressed = members.map((m) => ({
          userId: m.userId,
          event: {
            type: 'recall',
            objectName: RECALL_OBJECT_NAME,
            msgUid: row.msgUid,
            conversationType: row.conversationType,
            targetId: m.targetId,
            senderUserId: row.senderUserId,
            sentTime: row.sentTime,
          },
        }));
        return { recalled, delivered: await appendAll(delivery, tx, addressed) };
      });
      await delivery.publish(outcome.delivered);
      return presentMessage(outcome.recalled, member.targetId);
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

    /** Hides everything sent up to `msgTimestamp` from this user only; unread counters go if they are cleaned too. */
    async clean(userId: number, key: ConversationKey & { msgTimestamp: number }) {
      const member = await memberOf(userId, key);
      if (!member) return;
      const clearedBefore = Math.max(member.clearedBefore, key.msgTimestamp);
      const clearsUnread = clearedBefore >= member.lastUnreadTime;
      const updated = await repo.updateMember(db, member.conversationId, userId, {
        clearedBefore,
        ...(clearsUnread
          ? {
              unreadCount: 0,
              mentionedCount: 0,
              lastUnreadTime: 0,
              lastReadTime: Math.max(member.lastReadTime, clearedBefore),
            }
          : {}),
      });
      await announceChange(updated!);
    },

    /** 0 when muted, 1 otherwise (spec §7). */
    async muteStatus(userId: number, key: ConversationKey): Promise<0 | 1> {
      const member = await memberOf(userId, key);
      return member?.muted ? 0 : 1;
    },

    async setMute(userId: number, key: ConversationKey & { status: 0 | 1 }) {
      const member = await openMember(userId, key);
      await announceChange(
        (await repo.updateMember(db, member.conversationId, userId, { muted: key.status === 0 }))!,
      );
    },

    async setTop(userId: number, key: ConversationKey & { isTop: boolean }) {
      const member = await openMember(userId, key);
      await announceChange(
        (await repo.updateMember(db, member.conversationId, userId, { isTop: key.isTop }))!,
      );
    },

    /** Off this user's list (and its counters cleared) until the next message; the history stays. */
    async remove(userId: number, key: ConversationKey) {
      const member = await memberOf(userId, key);
      if (!member) return;
      await announceChange(
        (await repo.updateMember(db, member.conversationId, userId, {
          hidden: true,
          isTop: false,
          unreadCount: 0,
          mentionedCount: 0,
          lastUnreadTime: 0,
          lastReadTime: (await repo.findById(db, member.conversationId))!.lastSentTime,
        }))!,
      );
    },

    // favourites (/app/messageCollect): a saved copy that outlives cleaning

    async addFavourite(userId: number, msgUid: string, remark = '') {
      const { row } = await visibleMessage(userId, msgUid);
      if (row.recalled) fail('notFound');
      const created = await repo.insertFavourite(db, {
        userId,
        msgUid,
        conversationType: row.conversationType,
        senderUserId: row.senderUserId,
        objectName: row.objectName,
        content: row.content,
        sentTime: row.sentTime,
        remark,
        createdAt: clock.now(),
      });
      return presentFavourite(created ?? (await repo.favouriteOf(db, userId, msgUid))!);
    },

    async favourites(userId: number, query: PageQuery) {
      const { rows, total } = await repo.favourites(
        db,
        userId,
        (query.pageNum - 1) * query.pageSize,
        query.pageSize,
      );
      return { rows: rows.map(presentFavourite), total };
    },

    async editFavourite(userId: number, id: number, remark: string) {
      return presentFavourite((await repo.editFavourite(db, userId, id, remark)) ?? fail('notFound'));
    },

    async removeFavourite(userId: number, id: number) {
      if (!(await repo.deleteFavourite(db, userId, id))) fail('notFound');
    },
  };
  return service;
}

export type ChatService = ReturnType<typeof createChatService>;
