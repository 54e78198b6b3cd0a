import { type ConversationKey, ConversationType } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { chatRepository as repo } from './chat.repository.ts';
import { type ChatCore, groupKey, privateKey } from './chat-core.ts';

/** Conversation settings and membership (issue 33 split): who is in a chat, mute, pin, clean, remove. */
export function createChatSettings(core: ChatCore) {
  const { db, users, groupRules, memberOf, openMember, announceChange } = core;
  const settings = {
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
  };
  return settings;
}
