import type { ConversationKey } from '@volna/contracts';

/** Query keys of the chat area; realtime events patch or refresh exactly these. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  unread: ['chat', 'unread'] as const,
  history: (key: ConversationKey) => ['chat', 'history', key.conversationType, key.targetId] as const,
  users: (userId: number) => ['chat', 'user', userId] as const,
};
