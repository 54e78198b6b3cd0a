import { useQueries } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/**
 * What the chat list and the alert banner show of a group: its name (the Russian one for Russian readers when it has
 * one) and picture, read from GET /app/group/{id}. The list's one place that reads groups.
 */
export type GroupLook = { groupName: string; ruGroupName?: string; avatar?: string; avatarCompress?: string };

const GROUP_STALE_MS = 5 * 60_000;
export const groupLookKey = (groupId: string) => ['chat', 'groupLook', groupId] as const;

export const fetchGroupLook = (groupId: string) =>
  api.get<GroupLook>(`/app/group/${encodeURIComponent(groupId)}`, { silent: true });

export const groupTitle = (group: GroupLook | undefined, lang: string) =>
  (lang === 'ru' && group?.ruGroupName) || group?.groupName || '';

/** Looks of the listed groups by id; one that cannot be read (dissolved, left) is missing from the map. */
export function useGroupLooks(groupIds: readonly string[]): Map<string, GroupLook> {
  const unique = [...new Set(groupIds)];
  const results = useQueries({
    queries: unique.map((groupId) => ({
      queryKey: groupLookKey(groupId),
      queryFn: () => fetchGroupLook(groupId),
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
