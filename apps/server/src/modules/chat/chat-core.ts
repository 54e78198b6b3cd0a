import { type ConversationKey, ConversationType, type FavouriteVo } from '@volna/contracts';
import { type PrerenderCardContent, SILENT_OBJECT_NAMES, SYSTEM_TARGET_ID } from '@volna/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivered, Delivery, UserEvent } from '../../realtime/delivery.ts';
import type { UsersService } from '../users/users.service.ts';
import { chatRepository as repo, type ConversationRow, type FavouriteRow } from './chat.repository.ts';
import type { MemberRow, MessageRow, NewMember } from './chat.repository.ts';
import { issuedUrlCheck } from './issued-url.ts';
import { presentMessage } from './message-presenter.ts';
import { createSendBatch } from './send-batch.ts';

// The chat module's common ground (issue 33 split chat.service.ts by sub-noun): how a chat is named and found, the
// caller's member row, and the one store path every message takes (history, counters, each member's event log).

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

/**
 * Another module's preview of a link a user sent (issue 32, OL:Prerender): the card's content without the text's
 * msgUid, or null when it has none. Today the listings module answers for the app's own listing pages.
 */
export type LinkPreviewer = (
  senderId: number,
  url: URL,
) => Promise<Omit<PrerenderCardContent, 'msgUid'> | null>;

/**
 * The wallet's say on the chat list (issue 32): subqueries of the targetIds the wallet tab holds right now — private
 * chats with deal counterparties, the wallet support groups — read inside the chat list's own statement. The chat
 * module never reads the deals' tables itself.
 */
export type WalletChatRules = { peersOf: (userId: number) => SQL; supportGroupsOf: (userId: number) => SQL };

const noWalletChats: WalletChatRules = {
  peersOf: () => sql`select null::text where false`,
  supportGroupsOf: () => sql`select null::text where false`,
};

/** An RC:InfoNtf a module posts into a group chat: `message` as fallback text, `extra` machine-readable JSON. */
export type GroupNotice = { message: string; extra: Record<string, unknown>; operatorId: number };

export const privateKey = (a: number, b: number) => `p:${Math.min(a, b)}:${Math.max(a, b)}`;
export const systemKey = (userId: number) => `s:${userId}`;
export const groupKey = (groupId: string) => `g:${groupId}`;

/** A chat as the caller names it: its key and, if it must be made now, its members with their own targetIds. */
type Resolved = { key: string; members: NewMember[]; peerId?: number };

export function presentFavourite(row: FavouriteRow): FavouriteVo {
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
export type Addressed = { userId: number; event: UserEvent };

/**
 * Appends in ascending user order, one user's run at a time, so two transactions lock the same event counters in
 * the same order and never deadlock; members who see the same event share one append.
 */
export async function appendAll(delivery: Delivery, tx: Db, addressed: Addressed[]): Promise<Delivered[]> {
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

export function createChatCore(
  deps: AppDeps,
  others: {
    users: UsersService;
    delivery: Delivery;
    groupRules?: GroupRules;
    privateSendRules?: PrivateSendRules;
    walletChats?: WalletChatRules;
    linkPreview?: LinkPreviewer;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, delivery } = others;
  const groupRules = others.groupRules ?? noGroupRules;
  const privateSendRules = others.privateSendRules ?? noPrivateSendRules;
  const walletChats = others.walletChats ?? noWalletChats;
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

  /** The group chat's current members' ids (none for a chat not made yet). */
  async function groupMemberIds(groupId: string, tx?: Db): Promise<number[]> {
    const conversation = await repo.findByKey(tx ?? db, groupKey(groupId));
    return conversation ? (await repo.membersOf(tx ?? db, conversation.id)).map((m) => m.userId) : [];
  }

  return {
    db,
    clock,
    users,
    delivery,
    groupRules,
    walletChats,
    linkPreview: others.linkPreview,
    isIssuedUrl,
    sendBatch,
    nowMs,
    resolve,
    memberOf,
    openMember,
    announceChange,
    store,
    visibleMessage,
    groupMemberIds,
  };
}

export type ChatCore = ReturnType<typeof createChatCore>;
