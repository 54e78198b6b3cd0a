import type { ConversationKey } from '@volna/contracts';

/** One string per chat, for maps and stores. */
export const keyOf = (key: ConversationKey) => `${key.conversationType}:${key.targetId}`;

export const sameConversation = (a: ConversationKey, b: ConversationKey) =>
  a.conversationType === b.conversationType && a.targetId === b.targetId;
