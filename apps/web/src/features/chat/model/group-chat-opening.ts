import { CUSTOMER_SERVICE_MODULE_TYPE, type GroupVo, GroupRole } from '@volna/contracts';
import { paths } from '../../../shared/lib/paths.ts';
import type { GroupChatOpening } from '../../../shared/messaging/model/list-path.ts';

/** Where GroupChat's back goes: `to` when there is no previous page, or always when `always` (backType=chatList). */
export function groupChatBack(opening: Required<GroupChatOpening>): { to: string; always: boolean } {
  if (opening.backType === 'chatList') return { to: paths.chat, always: true };
  if (opening.isFriendGroup) return { to: paths.groupChatList, always: false };
  return { to: paths.chat, always: false };
}

/**
 * A module's customer-service group seen by its customer: opened with isModule=1 or known to be one (moduleType 6),
 * and — once the group is read — owned by the viewer: the agent answering in it is not the customer, and its
 * settings are the group's, not 'my support'.
 */
export function isModuleGroup(
  opening: Required<GroupChatOpening>,
  group: Pick<GroupVo, 'moduleType' | 'role'> | undefined,
): boolean {
  if (!opening.isModule && group?.moduleType !== CUSTOMER_SERVICE_MODULE_TYPE) return false;
  return group === undefined || group.role === GroupRole.owner;
}

/** The chat menu's settings: the module's support settings for a module group, else the group's settings. */
export function groupSettingsPath(
  groupId: string,
  opening: Required<GroupChatOpening>,
  group: Pick<GroupVo, 'moduleType' | 'role' | 'responsibleModule'> | undefined,
): string {
  if (isModuleGroup(opening, group) && group)
    return `${paths.moduleSetting}?${new URLSearchParams({ moduleType: String(group.responsibleModule) })}`;
  const query = new URLSearchParams({ groupId });
  if (opening.isFriendGroup) query.set('isFriendGroup', '1');
  return `${paths.chatSettings}?${query}`;
}
