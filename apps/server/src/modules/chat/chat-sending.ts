import { randomUUID } from 'node:crypto';
import { type ChatMessage, type ConversationKey, ConversationType } from '@volna/contracts';
import { type ForwardMessageBody, type Language, RECALL_OBJECT_NAME } from '@volna/contracts';
import { RED_PACKET_OBJECT_NAME, type RedPacketCardContent, RECALL_WINDOW_MS } from '@volna/contracts';
import { SENDABLE_OBJECT_NAMES, type SendableObjectName, type SendMessageBody } from '@volna/contracts';
import {
  PRERENDER_OBJECT_NAME,
  SYSTEM_OBJECT_NAME,
  SYSTEM_TARGET_ID,
  TRANSFER_OBJECT_NAME,
} from '@volna/contracts';
import type { TransferCardContent } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered } from '../../realtime/delivery.ts';
import { chatRepository as repo, type MessageRow } from './chat.repository.ts';
import { checkedContent } from './message-content.ts';
import { presentMessage } from './message-presenter.ts';
import { appendAll, type ChatCore, type GroupNotice, groupKey, privateKey } from './chat-core.ts';
import { SYSTEM_SENDER_ID, systemKey } from './chat-core.ts';
import { pairKey } from '../users/pair-key.ts';

/** A server-written card between two parties; `cardKey` makes it one card per order, edited at each step. */
type PairCard = {
  objectName: string;
  content: Record<string, unknown>;
  partyIds: [number, number];
  cardKey?: string;
  /** For a module that keeps no step history of its own: this step's line, appended to the earlier card's `steps`. */
  step?: Record<string, unknown>;
};

/** The card's `steps`: the earlier card's lines and this step's, when the module hands over only this step. */
function withStep(card: PairCard, earlier?: { content: unknown }): Record<string, unknown> {
  if (!card.step) return card.content;
  const before = (earlier?.content as { steps?: unknown } | undefined)?.steps;
  return { ...card.content, steps: [...(Array.isArray(before) ? before : []), card.step] };
}

/** Sending (issue 33 split): a user's messages and forwards, recalls, and the cards and notices other modules post. */
export function createChatSending(core: ChatCore) {
  const {
    db,
    users,
    delivery,
    groupRules,
    isIssuedUrl,
    sendBatch,
    nowMs,
    resolve,
    store,
    visibleMessage,
    groupMemberIds,
    linkPreview,
  } = core;

  /** A message from the platform (sender 0) into the user's system chat, made if new. */
  async function storeInSystemChat(
    tx: Db,
    userId: number,
    objectName: string,
    content: Record<string, unknown>,
  ) {
    const conversation = await repo.openLocked(tx, ConversationType.system, systemKey(userId), [
      { userId, targetId: SYSTEM_TARGET_ID },
    ]);
    return store(tx, conversation, {
      msgUid: randomUUID(),
      senderUserId: SYSTEM_SENDER_ID,
      clientMsgId: `system-${randomUUID()}`,
      objectName,
      content,
      mentionedUserIds: [],
      quote: null,
    });
  }

  /** The first http(s) link of a text, if any. */
  const LINK = /https?:\/\/[^\s<>"']+/i;

  /**
   * After a text's commit, not in its answer's way: the preview card (OL:Prerender) of its first link, from the
   * sender into the same chat, when a module has one. A preview that fails leaves the text as it is.
   */
  function previewLater(userId: number, key: ConversationKey, row: MessageRow) {
    const text = (row.content as { content?: unknown }).content;
    const found = linkPreview && typeof text === 'string' ? LINK.exec(text) : null;
    if (!found || !URL.canParse(found[0])) return;
    void (async () => {
      const card = await linkPreview!(userId, new URL(found[0]));
      if (!card) return;
      const content = { ...card, msgUid: row.msgUid };
      const posted = await db.transaction((tx) =>
        sending.postUserCard(tx, userId, key, PRERENDER_OBJECT_NAME, content),
      );
      await delivery.publish(posted.delivered);
    })().catch((error: Error) => console.warn(`link preview of ${row.msgUid} not posted (${error.message})`));
  }
  /**
   * A card only the server writes into the private chat of two parties (made if new), through the normal store path,
   * from the party who took the step (anyone else: from the first party) and not unread for `actorId`.
   * With `cardKey` (one per order) there is one card per order (issue 30): the first step posts it, every later one
   * edits it in place — same message, same place in the chat — and each member's event log gets a `messageEdited`
   * event with the whole message, so open chats redraw it and a resuming client replays it; the other party counts
   * it as unread once more, as he would a new card.
   */
  async function postPairCard(tx: Db, card: PairCard, kind: string, actorId: number) {
    const [a, b] = card.partyIds;
    const conversation = await repo.openLocked(tx, ConversationType.private, privateKey(a, b), [
      { userId: a, targetId: String(b) },
      { userId: b, targetId: String(a) },
    ]);
    const earlier = card.cardKey ? await repo.findCard(tx, [a, b], card.cardKey) : undefined;
    if (earlier && earlier.conversationId === conversation.id && !earlier.recalled) {
      const edited = await repo.setContent(tx, earlier.id, withStep(card, earlier));
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
        clientMsgId: card.cardKey ?? `${kind}-${randomUUID()}`,
        objectName: card.objectName,
        content: withStep(card),
        mentionedUserIds: [],
        quote: null,
      },
      actorId,
    );
    return { delivered: stored.delivered };
  }

  const sending = {
    /** Checked here on its own, then written with whatever other sends arrive meanwhile (send-batch.ts). */
    async send(userId: number, body: SendMessageBody): Promise<ChatMessage> {
      const content = checkedContent(body.objectName, body.content, isIssuedUrl);
      if (body.conversationType === ConversationType.system) fail('forbidden');
      const { row, targetId } = await sendBatch.send({ userId, body, content });
      if (body.objectName === 'RC:TxtMsg')
        previewLater(userId, { conversationType: body.conversationType, targetId }, row);
      return presentMessage(row, targetId);
    },
    /** A copy of a message the caller can see, sent by him to another chat under all the rules of a send. */
    async forward(userId: number, body: ForwardMessageBody): Promise<ChatMessage> {
      const { row } = await visibleMessage(userId, body.msgUid);
      const objectName = row.objectName as SendableObjectName;
      if (row.recalled || row.silent || !SENDABLE_OBJECT_NAMES.includes(objectName))
        fail('badRequest', { field: 'msgUid' });
      return sending.send(userId, {
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
          const stored = await storeInSystemChat(tx, userId, SYSTEM_OBJECT_NAME, { content: textByLanguage });
          sent.push(stored.row);
          delivered.push(...stored.delivered);
        }
        return { sent, delivered };
      });
      await delivery.publish(outcome.delivered);
      return outcome.sent.map((row) => presentMessage(row, SYSTEM_TARGET_ID));
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
    async postTransferCard(tx: Db, content: TransferCardContent, actorId: number, at: Date) {
      const parties: [number, number] = [content.senderUserId, content.receiverUserId];
      return postPairCard(
        tx,
        {
          objectName: TRANSFER_OBJECT_NAME,
          content,
          partyIds: parties,
          // One card per transfer, edited at each step with a line per step (issue 30).
          cardKey: `${TRANSFER_OBJECT_NAME}:${content.transferId}`,
          step: { event: content.event, time: at.toISOString() },
        },
        'transfer',
        actorId,
      );
    },

    /**
     * For a deal between two users (P2P orders, issue 13), inside its transaction: a card only the server writes
     * (`objectName` one of SERVER_OBJECT_NAMES) into their private chat, made if new, from `actorId` (not unread
     * for him). Answers what to publish after commit.
     */
    async postDealCard(tx: Db, card: PairCard, actorId: number) {
      return postPairCard(tx, card, 'deal', actorId);
    },

    /**
     * Whether `userId` must buy `peerId`'s dating chat before his words reach her: texts, calls, transfer remarks and
     * red packets ask this one rule with its exemptions (issue 28 §3). Never inside a transaction (it reads `db`).
     */
    /** Whether the two have a private chat (made by a first message or a card): a relation the block check names. */
    async havePrivateChat(a: number, b: number): Promise<boolean> {
      return Boolean(await repo.findByKey(db, privateKey(a, b)));
    },
    async paidChatLocked(userId: number, peerId: number): Promise<boolean> {
      return (await sendBatch.mustPayFirst([[userId, peerId]])).size > 0;
    },
    /**
     * For the wallet's red packets, before any money moves: the rules of a send into this chat (private: another
     * existing user, no block either way; group: a member, not muted). Answers the chat's member count.
     */
    async checkCardSender(userId: number, key: ConversationKey): Promise<{ memberCount: number }> {
      if (key.conversationType === ConversationType.group) {
        const members = await groupMemberIds(key.targetId);
        if (!members.includes(userId)) fail('notInGroup');
        if (!(await groupRules.canSend(userId, key.targetId))) fail('mutedInGroup');
        return { memberCount: members.length };
      }
      const { peerId } = await resolve(userId, key);
      const blocks = await users.blocksAmong([
        [peerId!, userId],
        [userId, peerId!],
      ]);
      if (blocks.has(pairKey(peerId!, userId))) fail('blockedByUser');
      if (blocks.has(pairKey(userId, peerId!))) fail('forbidden');
      if ((await sendBatch.mustPayFirst([[userId, peerId!]])).size) fail('datingChatNotPaid');
      return { memberCount: 2 };
    },
    /**
     * For the wallet, inside its transaction, after checkCardSender: a red packet's card from its sender, through the
     * normal store path (history, counters, every member's event log). The caller publishes `delivered` after commit.
     */
    async postRedPacketCard(tx: Db, userId: number, key: ConversationKey, content: RedPacketCardContent) {
      return sending.postUserCard(tx, userId, key, RED_PACKET_OBJECT_NAME, content);
    },
    /**
     * For another module, inside its transaction, after checkCardSender: a server-only card (`objectName` one of
     * SERVER_OBJECT_NAMES) from `userId` into a chat he may send to, through the normal store path. A shared listing
     * (OL:Discover), a link's preview (OL:Prerender), a red packet. The caller publishes `delivered` after commit.
     */
    async postUserCard(
      tx: Db,
      userId: number,
      key: ConversationKey,
      objectName: string,
      content: Record<string, unknown>,
      /** The client's id of this post: a retry answers the card its first try posted. */
      clientMsgId?: string,
    ) {
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
      // Looked for under the chat's lock: a try running beside this one has committed its card by now.
      const earlier = clientMsgId ? await repo.findBySender(tx, userId, `card-${clientMsgId}`) : undefined;
      if (earlier) return { message: presentMessage(earlier, key.targetId), delivered: [] };
      const stored = await store(tx, conversation, {
        msgUid: randomUUID(),
        senderUserId: userId,
        clientMsgId: `card-${clientMsgId ?? randomUUID()}`,
        objectName,
        content,
        mentionedUserIds: [],
        quote: null,
      });
      return { message: presentMessage(stored.row, key.targetId), delivered: stored.delivered };
    },
    /**
     * For another module, inside its transaction: a server-only card into the user's system chat (the platform's
     * chat, sender 0), made if new; a ticket's card (OL:WorkTickets). The caller publishes `delivered` after commit.
     */
    async postSystemCard(tx: Db, userId: number, objectName: string, content: Record<string, unknown>) {
      const stored = await storeInSystemChat(tx, userId, objectName, content);
      return { message: presentMessage(stored.row, SYSTEM_TARGET_ID), delivered: stored.delivered };
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
  };
  return sending;
}
