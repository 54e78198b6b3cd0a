import type { QueryClient } from '@tanstack/react-query';
import { groupKey } from '../../../shared/messaging/api/group.ts';

/** The groups area's own lists; a group and its members stay in the shared messaging cache the chat screen reads. */
export const groupsKeys = {
  all: ['groups'] as const,
  myGroups: ['groups', 'mine'] as const,
  members: (groupId: string) => ['chat', 'groupMembers', groupId] as const,
};

/** After a change of a group (mine or, through a notice, someone else's) everything shown of it is read again. */
export function refreshGroup(queryClient: QueryClient, groupId: string) {
  void queryClient.invalidateQueries({ queryKey: groupKey(groupId) });
  void queryClient.invalidateQueries({ queryKey: groupsKeys.members(groupId) });
  void queryClient.invalidateQueries({ queryKey: groupsKeys.myGroups });
}
