import { type ConversationKey, ConversationType } from '@volna/contracts';
import { paths } from '../../../app/paths.ts';

/** Where opening a chat goes: the private chat, the group chat or the system chat screen (spec §2 queries). */
export function chatPath({ conversationType, targetId }: ConversationKey) {
  if (conversationType === ConversationType.group)
    return `${paths.groupChat}?${new URLSearchParams({ groupId: targetId })}`;
  if (conversationType === ConversationType.system) return paths.systemChat;
  return `${paths.personalChat}?${new URLSearchParams({ targetId, conversationType: String(conversationType) })}`;
}
