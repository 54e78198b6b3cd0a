import { type ConversationKey, chatNotificationTag, SW_MESSAGES } from '@volna/contracts';
import { sameConversation } from '../../../shared/messaging/model/conversation-key.ts';

// The chat on screen right now: its messages never ring or show a banner (spec §4 alerts).
let current: ConversationKey | null = null;

/** The conversation page calls this with its chat when it opens and with null when it closes. */
export function setActiveChat(key: ConversationKey | null) {
  current = key ? { conversationType: key.conversationType, targetId: String(key.targetId) } : null;
  // Its notifications have been read now (issue 35).
  if (current)
    globalThis.navigator?.serviceWorker?.controller?.postMessage({
      type: SW_MESSAGES.chatOpened,
      tag: chatNotificationTag(current.conversationType, current.targetId),
    });
}

/** The chat on screen, or null when none is. */
export const activeChat = (): ConversationKey | null => current;

export const isActiveChat = (key: ConversationKey) => current !== null && sameConversation(current, key);
