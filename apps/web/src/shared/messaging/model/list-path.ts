import { type ConversationKey, ConversationType, CUSTOMER_SERVICE_MODULE_TYPE } from '@volna/contracts';
import { paths } from '../../lib/paths.ts';

/** Where back goes from GroupChat (`backType`): the spec's back rule (default) or always the chat list tab. */
export type GroupChatBackType = 'history' | 'chatList';

/** How a group chat was opened (the spec's GroupChat query besides groupId; see `paths.groupChat`). */
export type GroupChatOpening = { isModule?: boolean; isFriendGroup?: boolean; backType?: GroupChatBackType };

/** GroupChat?groupId=…[&isModule=1][&isFriendGroup=1][&backType=chatList] */
export function groupChatPath(groupId: string | number, opening: GroupChatOpening = {}) {
  const query = new URLSearchParams({ groupId: String(groupId) });
  if (opening.isModule) query.set('isModule', '1');
  if (opening.isFriendGroup) query.set('isFriendGroup', '1');
  if (opening.backType && opening.backType !== 'history') query.set('backType', opening.backType);
  return `${paths.groupChat}?${query}`;
}

/** The GroupChat query read back; anything unknown is the default (a plain group, the back rule). */
export function groupChatOpeningOf(params: URLSearchParams): Required<GroupChatOpening> {
  return {
    isModule: params.get('isModule') === '1',
    isFriendGroup: params.get('isFriendGroup') === '1',
    backType: params.get('backType') === 'chatList' ? 'chatList' : 'history',
  };
}

/**
 * Where opening a chat goes: the private chat, the group chat or the system chat screen (spec §2 queries). A chat
 * whose `moduleType` is the customer-service one opens as a module group (`isModule=1`).
 */
export function chatPath({ conversationType, targetId }: ConversationKey, moduleType?: number) {
  if (conversationType === ConversationType.group)
    return groupChatPath(targetId, { isModule: moduleType === CUSTOMER_SERVICE_MODULE_TYPE });
  if (conversationType === ConversationType.system) return paths.systemChat;
  return `${paths.personalChat}?${new URLSearchParams({ targetId, conversationType: String(conversationType) })}`;
}

/** A chat's id as its page's URL may carry it: 1–10 digits, else none. */
const chatIdOf = (value: string | null) => (value !== null && /^\d{1,10}$/.test(value) ? value : null);

/**
 * The chat a PersonalChat URL names (`targetId`, `conversationType`): the private chat with that user, the group chat
 * when the type says group (the page moves there), or null when the id is not one.
 */
export function personalChatOf(params: URLSearchParams): ConversationKey | { groupId: string } | null {
  const targetId = chatIdOf(params.get('targetId'));
  if (targetId === null) return null;
  if (Number(params.get('conversationType')) === ConversationType.group) return { groupId: targetId };
  return { conversationType: ConversationType.private, targetId };
}

/** The group chat a GroupChat URL names (`groupId`), or null when the id is not one. */
export function groupChatOf(params: URLSearchParams): ConversationKey | null {
  const groupId = chatIdOf(params.get('groupId'));
  return groupId === null ? null : { conversationType: ConversationType.group, targetId: groupId };
}
