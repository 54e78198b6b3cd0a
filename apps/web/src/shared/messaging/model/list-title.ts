import { type ConversationKey, ConversationType, displayName, type UserVo } from '@volna/contracts';
import type { Translate } from './list-preview.ts';

type Lookups = { user?: UserVo; groupName?: string };

/**
 * A chat's title: the other user by the display-name rule of spec §3, the group's name (or 'Group <id>' until it is
 * known), 'System messages' for the system chat.
 */
export function chatTitle(key: ConversationKey, lookups: Lookups, t: Translate): string {
  if (key.conversationType === ConversationType.system) return t('chat:list.system');
  if (key.conversationType === ConversationType.group)
    return lookups.groupName || t('chat:list.group', { id: key.targetId });
  return (lookups.user && displayName(lookups.user)) || t('chat:list.user', { id: key.targetId });
}
