import { useQueries } from '@tanstack/react-query';
import type { GroupVo } from '@volna/contracts';
import { fetchGroup, GROUP_STALE_MS, groupKey } from './group.ts';

/** What the chat list, the alert banner and the forward picker show of a group: its name and picture. */
export type GroupLook = Pick<GroupVo, 'groupName' | 'ruGroupName' | 'avatar' | 'avatarCompress'>;

/** The Russian name for Russian readers when the group has one. */
export const groupTitle = (group: GroupLook | undefined, lang: string) =>
  (lang === 'ru' && group?.ruGroupName) || group?.groupName || '';

/**
 * The listed groups by id, from the same cache as the chat screen's group (one GET /app/group/{id} per group); one
 * that cannot be read (dissolved, left) is missing from the map.
 */
export function useGroupLooks(groupIds: readonly string[]): Map<string, GroupLook> {
  const unique = [...new Set(groupIds)].filter((id) => /^\d+$/.test(id));
  const results = useQueries({
    queries: unique.map((groupId) => ({
      queryKey: groupKey(groupId),
      queryFn: () => fetchGroup(groupId),
      staleTime: GROUP_STALE_MS,
      retry: false,
    })),
  });
  const groups = new Map<string, GroupLook>();
  results.forEach((result, index) => {
    if (result.data?.groupName) groups.set(unique[index] as string, result.data);
  });
  return groups;
}
