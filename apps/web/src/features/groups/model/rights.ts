import { type GroupMemberVo, GroupRole } from '@volna/contracts';
import type { MemberAction } from '../api/memberAction.ts';

// What the screens offer a viewer, mirroring the server's group rights (it still decides and answers 22410).

export const isOwnerOrAdmin = (role: number | null | undefined) =>
  role === GroupRole.owner || role === GroupRole.admin;

/** Muting or removing another member: the owner anybody but himself, an admin ordinary members only. */
export function outranks(
  myRole: number | null | undefined,
  myId: number,
  member: Pick<GroupMemberVo, 'userId' | 'role'>,
) {
  if (member.userId === myId) return false;
  if (myRole === GroupRole.owner) return true;
  return myRole === GroupRole.admin && member.role === GroupRole.ordinary;
}

/** The member sheet's actions for this viewer, in the order shown. */
export function memberActions(
  myRole: number | null | undefined,
  myId: number,
  member: Pick<GroupMemberVo, 'userId' | 'role' | 'muted'>,
): MemberAction[] {
  const actions: MemberAction[] = [];
  if (myRole === GroupRole.owner && member.userId !== myId)
    actions.push(member.role === GroupRole.admin ? 'unmakeAdmin' : 'makeAdmin');
  if (outranks(myRole, myId, member)) actions.push(member.muted ? 'unmute' : 'mute', 'remove');
  return actions;
}
