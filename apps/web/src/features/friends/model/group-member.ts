import type { GroupMemberVo } from '@volna/contracts';

/**
 * The profile's user as a member of the group the profile was opened from: only when the viewer is in that group
 * too (the server refuses a stranger the list anyway; this keeps a stale or foreign list from showing).
 */
export function groupMemberOf(
  members: readonly GroupMemberVo[] | undefined,
  viewerId: number | undefined,
  userId: number,
): GroupMemberVo | null {
  if (!members || viewerId === undefined) return null;
  if (!members.some((member) => member.userId === viewerId)) return null;
  return members.find((member) => member.userId === userId) ?? null;
}
