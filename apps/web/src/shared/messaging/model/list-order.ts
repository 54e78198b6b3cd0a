import type { ConversationKey, ConversationVo } from '@volna/contracts';
import { NOTIFICATION_LEVEL_ALL, NOTIFICATION_LEVEL_MUTED } from '@volna/contracts';
import { sameConversation } from './conversation-key.ts';

/** The server's order: pinned first, then by the newest message. */
export const sortConversations = (list: readonly ConversationVo[]) =>
  [...list].sort((a, b) => Number(b.isTop) - Number(a.isTop) || b.lastSentTime - a.lastSentTime);

/** The list as it will be once the server pins or unpins the chat (optimistic update). */
export const withTop = (list: readonly ConversationVo[], key: ConversationKey, isTop: boolean) =>
  sortConversations(list.map((c) => (sameConversation(c, key) ? { ...c, isTop } : c)));

/** The list as it will be once the server mutes (true) or unmutes the chat. */
export const withMute = (list: readonly ConversationVo[], key: ConversationKey, muted: boolean) =>
  list.map((c) =>
    sameConversation(c, key)
      ? { ...c, notificationLevel: muted ? NOTIFICATION_LEVEL_MUTED : NOTIFICATION_LEVEL_ALL }
      : c,
  );

/** The list without the chat (deleted for me until its next message). */
export const without = (list: readonly ConversationVo[], key: ConversationKey) =>
  list.filter((c) => !sameConversation(c, key));

export const isMuted = (conversation: Pick<ConversationVo, 'notificationLevel'>) =>
  conversation.notificationLevel === NOTIFICATION_LEVEL_MUTED;
