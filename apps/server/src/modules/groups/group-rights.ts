import { GroupRole } from '@volna/contracts';
import { fail } from '../../http/errors.ts';
import type { GroupMemberRow, GroupRow } from './groups.repository.ts';

// Who may do what in a group (spec §6). Pure: the service loads the rows, these decide.

export const isOwner = (member: Pick<GroupMemberRow, 'role'>) => member.role === GroupRole.owner;
export const isOwnerOrAdmin = (member: Pick<GroupMemberRow, 'role'>) =>
  member.role === GroupRole.owner || member.role === GroupRole.admin;

/** Editing the group, mute-all: the owner and admins. */
export function mustBeOwnerOrAdmin(actor: GroupMemberRow) {
  if (!isOwnerOrAdmin(actor)) fail('groupNoRights');
}

/** Dismissing, managing admins: the owner alone. */
export function mustBeOwner(actor: GroupMemberRow) {
  if (!isOwner(actor)) fail('groupNoRights');
}

/**
 * Muting or removing another member: the owner may act on anybody but himself, an admin on ordinary members only.
 * Checked after `mustBeOwnerOrAdmin`, so an ordinary member hears groupNoRights whoever the target is.
 */
export function mustOutrank(actor: GroupMemberRow, target: GroupMemberRow) {
  if (actor.userId === target.userId) fail('cannotTargetSelf');
  if (isOwner(actor)) return;
  if (actor.role !== GroupRole.admin || target.role !== GroupRole.ordinary) fail('groupNoRights');
}

/** Silenced now: muted himself, or an ordinary member while the whole group is muted. */
export const isSilenced = (group: Pick<GroupRow, 'gagAll'>, member: Pick<GroupMemberRow, 'muted' | 'role'>) =>
  member.muted || (group.gagAll && member.role === GroupRole.ordinary);

/** May recall a message of `sender` at any time: the owner anyone's, an admin his own and ordinary members'. */
export function mayRecallAnyTime(actor: GroupMemberRow, sender: GroupMemberRow | undefined) {
  if (isOwner(actor)) return true;
  if (actor.role !== GroupRole.admin) return false;
  return !sender || sender.userId === actor.userId || sender.role === GroupRole.ordinary;
}
